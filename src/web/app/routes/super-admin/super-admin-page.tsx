import { Link } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { AuditLogSection } from '@web/features/audit-log/components/audit-log-section';
import { BannersSection } from '@web/features/banners/components/banners-section';
import { CategoriesSection } from '@web/features/catalogues/components/categories-section';
import { EventsSection } from '@web/features/moderation/components/events-section';
import { FactsSection } from '@web/features/catalogues/components/facts-section';
import { PeopleSection } from '@web/features/people/components/people-section';
import { ReportsSection } from '@web/features/moderation/components/reports-section';
import { RolesCatalogueSection } from '@web/features/catalogues/components/roles-catalogue-section';
import { StorageSection } from '@web/features/storage/components/storage-section';
import { TagsSection } from '@web/features/catalogues/components/tags-section';

export default function SuperAdminPage() {
  return (
    <Page title={SITE_PAGES.superAdmin.title} className="container-page grid gap-6">
      <div>
        <h1 className="text-3xl font-semibold text-forest-900">Super Admin</h1>
        <p className="mt-1 text-ink-muted">
          Announcements, the people on Kindred with their roles, reports and events to moderate, the
          audit log and image storage.
        </p>
        <Link
          to={paths.superAdminSiteMap.getHref()}
          className="mt-2 inline-block text-sm text-forest-800 underline underline-offset-2"
        >
          Site map: every route and who may see it
        </Link>
      </div>
      <BannersSection />
      <PeopleSection />
      <ReportsSection />
      <EventsSection />
      <CategoriesSection />
      <TagsSection />
      <FactsSection />
      <RolesCatalogueSection />
      <AuditLogSection />
      <StorageSection />
    </Page>
  );
}
