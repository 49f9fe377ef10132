import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { ServedPicture, ShareImages } from './share-images.service';

/**
 * The preview pictures' addresses: /og/events/{id}.png or .jpg, /og/spaces/{id}.png and
 * /og/site.png, each with `?v=` the hash of what it shows. Asked for at its current version, a
 * picture is cached for a year anywhere; at an old one (a page cached before a change) it is the
 * current picture, cached for minutes. Drafts, suspended people's events and spaces, and
 * unknown ids are 404, as their pages are.
 */
export function registerShareImageRoutes(
  app: FastifyInstance,
  { images }: { images: ShareImages },
) {
  const send = (reply: FastifyReply, picture: ServedPicture | null) => {
    if (!picture) throw new AppError('NOT_FOUND', 'Picture not found');
    return reply
      .header(
        'cache-control',
        picture.current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      )
      .type(picture.type)
      .send(picture.body);
  };
  const versionOf = (query: unknown) => {
    const v = (query as { v?: unknown }).v;
    return typeof v === 'string' ? v : undefined;
  };

  app.get('/og/site.png', async (request, reply) =>
    send(reply, await images.sitePicture(versionOf(request.query))),
  );
  app.get('/og/events/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    return send(reply, await images.eventPicture(file, versionOf(request.query)));
  });
  app.get('/og/spaces/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    return send(reply, await images.spacePicture(file, versionOf(request.query)));
  });
}
