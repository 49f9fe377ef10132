import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_AREAS, type StorageArea } from '../../shared/storage-schemas';
import type { FileStorage } from './file-storage';

/** One back end under test: a fresh storage with its three areas made, and a way to lose one. */
export type StorageUnderTest = {
  storage: FileStorage;
  /** Deletes an area and everything in it, behind the storage's back (a folder, a bucket). */
  removeArea: (area: StorageArea) => Promise<void>;
};

const bytes = (text: string) => Buffer.from(text);
const signal = () => AbortSignal.timeout(5_000);

/**
 * What every FileStorage must do, whichever back end holds the files: `file-storage.test.ts`
 * runs it against the disk and against S3 (a local s3rver), so a caller never needs to know
 * which one it has.
 */
export function describeStorageContract(name: string, make: () => Promise<StorageUnderTest>) {
  describe(`the ${name} storage`, () => {
    let storage: FileStorage;
    let removeArea: StorageUnderTest['removeArea'];
    beforeEach(async () => {
      ({ storage, removeArea } = await make());
    });

    it('stores a file and gives it back by key, under a /uploads/ URL', async () => {
      const url = await storage.put('events/host-1/cover-480.webp', bytes('cover'));
      expect(url).toBe('/uploads/events/host-1/cover-480.webp');
      expect((await storage.get('events/host-1/cover-480.webp'))?.toString()).toBe('cover');
      expect(await storage.existsByUrl(url)).toBe(true);
    });

    it('replaces a file stored again under the same key: the last write wins', async () => {
      await storage.put('avatars/user-1/me.webp', bytes('first'));
      const url = await storage.put('avatars/user-1/me.webp', bytes('second, longer'));
      expect((await storage.get('avatars/user-1/me.webp'))?.toString()).toBe('second, longer');
      expect(await storage.listUrls('avatars/user-1/')).toEqual([url]);
    });

    it('has nothing for a key never stored, and nothing for keys that are not ours', async () => {
      expect(await storage.get('events/host-1/never.webp')).toBeNull();
      expect(await storage.existsByUrl('/uploads/events/host-1/never.webp')).toBe(false);
      await storage.put('events/host-1/real.webp', bytes('x'));
      for (const key of ['../events/host-1/real.webp', 'events/host-1/real.exe', 'real.webp'])
        expect(await storage.get(key), key).toBeNull();
      for (const url of [
        'https://elsewhere.example/uploads/events/host-1/real.webp',
        '/uploads/events/../events/host-1/real.webp',
        'events/host-1/real.webp',
      ])
        expect(await storage.existsByUrl(url), url).toBe(false);
    });

    it('refuses a key outside the three areas or with unsafe characters', async () => {
      await expect(storage.put('elsewhere/a.webp', bytes('x'))).rejects.toThrow();
      await expect(storage.put('events/../../a.webp', bytes('x'))).rejects.toThrow();
      await expect(storage.put('events/A B.webp', bytes('x'))).rejects.toThrow();
    });

    it('deletes by URL, quietly when the file is already gone or the URL is not ours', async () => {
      const url = await storage.put('spaces/user-1/space-1/venue.webp', bytes('venue'));
      const other = await storage.put('spaces/user-1/space-1/avatar.webp', bytes('avatar'));
      await storage.removeByUrl(url);
      expect(await storage.existsByUrl(url)).toBe(false);
      expect(await storage.get('spaces/user-1/space-1/venue.webp')).toBeNull();
      await storage.removeByUrl(url);
      await storage.removeByUrl(null);
      await storage.removeByUrl('https://elsewhere.example/uploads/spaces/user-1/space-1/x.webp');
      expect(await storage.existsByUrl(other)).toBe(true);
    });

    it('lists the files under a folder, nested ones included, and only those', async () => {
      const mine = [
        await storage.put('spaces/user-1/space-1/avatar.webp', bytes('a')),
        await storage.put('spaces/user-1/space-1/venue-1.webp', bytes('b')),
        await storage.put('spaces/user-1/old.webp', bytes('c')),
      ];
      const theirs = await storage.put('spaces/user-2/space-2/avatar.webp', bytes('d'));
      const cover = await storage.put('events/user-1/cover.webp', bytes('e'));
      expect((await storage.listUrls('spaces/user-1/')).sort()).toEqual([...mine].sort());
      expect((await storage.listUrls('spaces/')).sort()).toEqual([...mine, theirs].sort());
      expect((await storage.listUrls('')).sort()).toEqual([...mine, theirs, cover].sort());
      expect(await storage.listUrls('spaces/user-3/')).toEqual([]);
      expect(await storage.listUrls('avatars/')).toEqual([]);
    });

    it('has its three areas available once made, each in a place of its own', async () => {
      for (const area of STORAGE_AREAS)
        expect(await storage.areaPresence(area, signal()), area).toBe('available');
      const places = STORAGE_AREAS.map((area) => storage.areaLocation(area));
      expect(new Set(places).size).toBe(3);
    });

    it('tells a missing area, refuses uploads into it, and makes it again on request', async () => {
      const kept = await storage.put('avatars/user-1/kept.webp', bytes('kept'));
      await storage.put('events/host-1/lost.webp', bytes('lost'));
      await removeArea('event_images');

      expect(await storage.areaPresence('event_images', signal())).toBe('missing');
      expect(await storage.areaPresence('profile_images', signal())).toBe('available');
      expect(await storage.listUrls('events/')).toEqual([]);
      expect(await storage.get('events/host-1/lost.webp')).toBeNull();
      await expect(storage.put('events/host-1/new.webp', bytes('new'))).rejects.toThrow(
        `Storage bucket '${storage.areaLocation('event_images')}' is not available.`,
      );

      await storage.createArea('event_images');
      expect(await storage.areaPresence('event_images', signal())).toBe('available');
      const url = await storage.put('events/host-1/new.webp', bytes('new'));
      expect(await storage.listUrls('events/')).toEqual([url]);
      expect(await storage.existsByUrl(kept)).toBe(true);
    });

    it('leaves an area that exists as it is when asked to make it', async () => {
      const url = await storage.put('avatars/user-1/me.webp', bytes('me'));
      await storage.createArea('profile_images');
      expect(await storage.areaPresence('profile_images', signal())).toBe('available');
      expect((await storage.get('avatars/user-1/me.webp'))?.toString()).toBe('me');
      expect(await storage.listUrls('avatars/')).toEqual([url]);
    });
  });
}
