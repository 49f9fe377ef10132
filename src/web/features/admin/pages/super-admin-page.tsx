import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { usePeople } from '../api/people';
import { BannersSection } from '../components/banners-section';
import { StorageSection } from '../components/storage-section';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeZone: 'Europe/London',
});

export default function SuperAdminPage() {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const deferredQuery = useDeferredValue(query.trim());
  const { data, isPending, isError, error } = usePeople(deferredQuery, page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Page title={SITE_PAGES.superAdmin.title} className="container-page grid gap-6">
      <div>
        <h1 className="text-3xl font-semibold text-forest-900">Super Admin</h1>
        <p className="mt-1 text-ink-muted">
          Announcements, and the people on Kindred with their roles.
        </p>
        <Link
          to={paths.superAdminSiteMap.getHref()}
          className="mt-2 inline-block text-sm text-forest-800 underline underline-offset-2"
        >
          Site map: every route and who may see it
        </Link>
      </div>
      <BannersSection />
      <h2 className="text-2xl font-semibold text-forest-900">People</h2>
      <div className="max-w-sm">
        <label htmlFor="people-search" className="text-sm font-medium">
          Search people
        </label>
        <Input
          id="people-search"
          type="search"
          placeholder="Name or e-mail"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {isPending ? (
        <Skeleton className="h-64" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : data.people.length === 0 ? (
        <p className="text-ink-muted">No people match “{deferredQuery}”.</p>
      ) : (
        <Card variant="flat" className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">People, newest first</caption>
            <thead className="bg-sage-50 text-forest-900">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3">
                  Roles
                </th>
                <th scope="col" className="px-4 py-3">
                  Joined
                </th>
              </tr>
            </thead>
            <tbody>
              {data.people.map((p) => (
                <tr key={p.id} className="border-t border-stone-200">
                  <td className="px-4 py-3 font-medium">
                    {[p.firstName, p.lastName].filter(Boolean).join(' ')}
                  </td>
                  <td className="px-4 py-3">{p.email}</td>
                  <td className="px-4 py-3">
                    {[p.isSuperAdmin && 'Super admin', p.isHost && 'Host']
                      .filter(Boolean)
                      .join(', ') || 'Member'}
                  </td>
                  <td className="px-4 py-3">{dateFormat.format(new Date(p.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {data && pages > 1 && (
        <div className="flex items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </Button>
          <span className="text-sm text-ink-muted">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </div>
      )}
      <StorageSection />
    </Page>
  );
}
