import type { PageImage } from '../lib/head-tags';
import type { SpaceFacts } from '../lib/space-facts';

/**
 * The schema.org properties of each type Kindred's JSON-LD uses, as schema.org lists them
 * (https://schema.org/{Type}: the type's own properties and those it inherits), limited to the
 * ones a page of ours could sensibly carry. `schemaOrgProblems` walks a JSON-LD document and
 * names every property its type does not have, so a test fails on `jobTitle` for an
 * Organization, say, which search engines would reject. schema-dts checks the same at compile
 * time; this holds the JSON a page really sends.
 */
const THING = [
  '@context',
  '@type',
  '@id',
  'name',
  'alternateName',
  'description',
  'disambiguatingDescription',
  'identifier',
  'image',
  'mainEntityOfPage',
  'sameAs',
  'url',
];

const CONTACT = ['address', 'email', 'telephone', 'knowsAbout', 'memberOf', 'brand'];

const PROPERTIES: Record<string, readonly string[]> = {
  Event: [
    ...THING,
    'startDate',
    'endDate',
    'doorTime',
    'duration',
    'eventStatus',
    'eventAttendanceMode',
    'location',
    'organizer',
    'performer',
    'offers',
    'isAccessibleForFree',
    'inLanguage',
    'keywords',
    'maximumAttendeeCapacity',
    'remainingAttendeeCapacity',
    'previousStartDate',
    'superEvent',
    'subEvent',
    'audience',
    'about',
  ],
  Place: [
    ...THING,
    'address',
    'geo',
    'latitude',
    'longitude',
    'telephone',
    'hasMap',
    'containedInPlace',
    'amenityFeature',
    'isAccessibleForFree',
  ],
  // What to expect (issue 25): a place's amenities, and who an event is for.
  LocationFeatureSpecification: [
    ...THING,
    'value',
    'valueReference',
    'unitText',
    'hoursAvailable',
    'validFrom',
    'validThrough',
  ],
  Audience: [...THING, 'audienceType', 'geographicArea'],
  VirtualLocation: THING,
  PostalAddress: [
    ...THING,
    'streetAddress',
    'addressLocality',
    'addressRegion',
    'postalCode',
    'addressCountry',
    'postOfficeBoxNumber',
  ],
  GeoCoordinates: [
    ...THING,
    'latitude',
    'longitude',
    'elevation',
    'address',
    'addressCountry',
    'postalCode',
  ],
  Offer: [
    ...THING,
    'price',
    'priceCurrency',
    'priceSpecification',
    'priceValidUntil',
    'availability',
    'availabilityStarts',
    'availabilityEnds',
    'validFrom',
    'validThrough',
    'category',
    'eligibleQuantity',
    'inventoryLevel',
    'itemOffered',
    'offeredBy',
    'seller',
  ],
  PriceSpecification: [
    ...THING,
    'price',
    'minPrice',
    'maxPrice',
    'priceCurrency',
    'validFrom',
    'validThrough',
    'eligibleQuantity',
    'valueAddedTaxIncluded',
  ],
  Person: [
    ...THING,
    ...CONTACT,
    'jobTitle',
    'givenName',
    'familyName',
    'affiliation',
    'worksFor',
    'hasOccupation',
    'homeLocation',
    'workLocation',
  ],
  Organization: [
    ...THING,
    ...CONTACT,
    'logo',
    'legalName',
    'location',
    'areaServed',
    'contactPoint',
    'founder',
    'foundingDate',
    'member',
    'department',
    'parentOrganization',
    'slogan',
  ],
};

/** Every property of every node that its schema.org type does not have, as "Type.property". */
export function schemaOrgProblems(node: unknown, path = '$'): string[] {
  if (Array.isArray(node))
    return node.flatMap((item, i) => schemaOrgProblems(item, `${path}[${i}]`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  const problems: string[] = [];
  if (typeof type !== 'string') problems.push(`${path}: no @type`);
  else if (!PROPERTIES[type]) problems.push(`${path}: type ${type} not checked here`);
  else
    for (const key of Object.keys(record))
      if (!PROPERTIES[type]!.includes(key)) problems.push(`${path}: ${type}.${key}`);
  for (const [key, value] of Object.entries(record))
    if (value !== null && typeof value === 'object')
      problems.push(...schemaOrgProblems(value, `${path}.${key}`));
  return problems;
}

/** A space as the pages' JSON-LD is built from it: a plain, empty space, with these facts. */
export function spaceFacts(
  facts: Partial<SpaceFacts> & Pick<SpaceFacts, 'id' | 'userId'>,
): SpaceFacts {
  return {
    displayName: '',
    handle: null,
    description: '',
    roles: [],
    darkColor: '#2D4A22',
    lightColor: '#F0F7E8',
    avatarUrl: null,
    socialLinks: {},
    ...facts,
  };
}

/** A page's 1200×630 PNG preview picture, as the share-images feature describes one. */
export function pngPreview(url: string, alt: string): PageImage {
  return { url, width: 1200, height: 630, type: 'image/png', alt };
}
