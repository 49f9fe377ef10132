import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useViewer } from '@web/lib/viewer';

/** Where hosting starts for this viewer: the event form, onboarding, or sign-up. */
function hostingHref(viewer: { isHost: boolean; user: unknown } | undefined) {
  if (viewer?.isHost) return paths.createEvent.getHref();
  return viewer?.user ? paths.becomeFacilitator.getHref() : paths.signUp.getHref();
}

/** Home's welcome, and its way in to hosting. */
export function HomeHero() {
  const { data: viewer } = useViewer();
  return (
    <section className="bg-gradient-to-b from-sage-50 to-cream">
      <div className="container-page grid gap-5 py-10 sm:py-16">
        <h1 className="max-w-3xl text-4xl font-semibold text-forest-900 sm:text-5xl">
          Gatherings for the heart, body and soul
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted">
          Cacao ceremonies, ecstatic dance, breathwork, sound baths and retreats, hosted by
          facilitators you can trust. Kindred is connecting hearts and healing communities.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={hostingHref(viewer)}
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            {viewer?.isHost ? 'Create an event' : 'Host with Kindred'}
          </Link>
        </div>
      </div>
    </section>
  );
}
