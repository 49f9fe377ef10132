import type { Organization, Person, WithContext } from 'schema-dts';
import { absoluteUrl, type PageImage } from '../../lib/head-tags';
import type { SpaceFacts } from '../../lib/space-facts';
import { sameAsLinks } from '../../lib/structured-data/same-as';
import { spaceSchemaType } from '../../lib/structured-data/space-kind';

/**
 * schema.org JSON-LD for a personal space's page: a Person, or an Organization for a venue or a
 * collective (`spaceSchemaType`), with only the properties that type has (schema-dts checks it
 * when compiling, `space-json-ld.test.ts` against schema.org's lists): its picture, and its
 * pages elsewhere as `sameAs`.
 */
export function spaceJsonLd(input: {
  space: SpaceFacts;
  /** The page's canonical address. */
  url: string;
  description: string;
  publicUrl: string;
  /** The shared-link preview, the picture when the space has no avatar of its own. */
  previewImage?: PageImage | undefined;
}): WithContext<Person> | WithContext<Organization> {
  const { space } = input;
  const image = space.avatarUrl
    ? absoluteUrl(input.publicUrl, space.avatarUrl)
    : input.previewImage?.url;
  const sameAs = sameAsLinks(space.socialLinks);
  const common = {
    '@context': 'https://schema.org' as const,
    name: space.displayName,
    url: input.url,
    description: input.description,
    ...(image ? { image } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  if (spaceSchemaType(space.roles) === 'Organization')
    return { ...common, '@type': 'Organization' };
  return {
    ...common,
    '@type': 'Person',
    // What they do, as their space names it: "Facilitator, DJ".
    ...(space.roles.length ? { jobTitle: space.roles.join(', ') } : {}),
  };
}
