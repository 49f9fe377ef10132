import { Card } from '@web/components/ui/card';
import { Logo } from '@web/components/ui/logo';
import { SITE_PAGES } from '@shared/site-pages';
import { InfoPage } from '../components/info-page';
import logoUrl from '@web/assets/logo.svg?no-inline';

const palette = [
  {
    name: 'Forest',
    hex: '#2D4A22',
    text: 'text-white',
    use: 'Primary: buttons, headings, the logo mark',
  },
  {
    name: 'Sage',
    hex: '#8DAF3D',
    text: 'text-ink',
    use: 'Accents and illustrations (not for text on white)',
  },
  { name: 'Mist', hex: '#F0F7E8', text: 'text-ink', use: 'Soft backgrounds, cards, the footer' },
  { name: 'Cream', hex: '#FBFAF6', text: 'text-ink', use: 'Page background' },
  { name: 'Clay', hex: '#72583A', text: 'text-white', use: 'Warm secondary accent' },
];

export default function BrandingPage() {
  return (
    <InfoPage page={SITE_PAGES.branding}>
      <h2>Logo</h2>
      <Card variant="flat" className="not-prose my-4 flex flex-wrap items-center gap-6 p-6">
        <Logo size="3xl" />
        <span className="rounded-xl bg-forest-800 p-3">
          <img
            src={logoUrl}
            alt="The Kindred mark: a heart holding a sprouting seedling"
            className="size-14"
          />
        </span>
      </Card>
      <p>
        The mark is a heart holding a seedling: care, and something growing from it. Give it clear
        space equal to the height of the heart on every side, and don't stretch, recolour or rotate
        it.
      </p>
      <h2>Colours</h2>
      <ul className="not-prose my-4 grid gap-3 sm:grid-cols-2">
        {palette.map((colour) => (
          <Card key={colour.hex} variant="flat" className="overflow-hidden" asChild>
            <li>
              <div
                className={`flex h-20 items-end p-3 font-mono text-sm ${colour.text}`}
                style={{ backgroundColor: colour.hex }}
              >
                {colour.hex}
              </div>
              <div className="p-3">
                <p className="font-semibold text-forest-900">{colour.name}</p>
                <p className="text-sm text-ink-muted">{colour.use}</p>
              </div>
            </li>
          </Card>
        ))}
      </ul>
      <p>
        Text always meets WCAG AA contrast: forest or ink on light colours, white on forest or clay.
      </p>
      <h2>Name and tagline</h2>
      <p>
        Write <strong>Kindred</strong> with a capital K and nothing else. Our tagline is{' '}
        <em>connecting hearts and healing communities</em>, in lower case.
      </p>
      <h2>Voice</h2>
      <ul>
        <li>
          Warm and plain. We say “gathering” and “facilitator”, and we explain practices without
          jargon or promises of cures.
        </li>
        <li>Inclusive. Everyone is welcome, whatever their experience, body or background.</li>
        <li>Honest. We never overstate what an event or a practice will do for someone.</li>
      </ul>
    </InfoPage>
  );
}
