import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { BANNER_COLOURS, type BannerColour } from '@shared/banners/banner-colours';
import { BANNER_PAGE_LABELS, BANNER_PAGES } from '@shared/banners/banner-pages';
import {
  saveBannerSchema,
  type Banner,
  type SaveBannerInput,
  type SaveBannerValues,
} from '@shared/banners/banner-schemas';
import { AnnouncementBanner } from '@web/components/announcement-banner';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { choiceClass } from '@web/components/ui/input';
import { FieldError } from '@web/components/ui/form-field';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useSaveBanner } from '../api/banners';
import RichTextEditor, { type RichTextEditorHandle } from './rich-text-editor';

const COLOURS = Object.entries(BANNER_COLOURS) as Array<
  [BannerColour, (typeof BANNER_COLOURS)[BannerColour]]
>;

type BannerFormApi = UseFormReturn<SaveBannerInput, unknown, SaveBannerValues>;

/** The banner's form: its values (a new banner's defaults), and its save, then `onDone`. */
export function useBannerForm(banner: Banner | undefined, onDone: () => void) {
  const save = useSaveBanner();
  const form = useForm<SaveBannerInput, unknown, SaveBannerValues>({
    resolver: zodResolver(saveBannerSchema),
    defaultValues: {
      messageHtml: banner?.messageHtml ?? '',
      pages: banner?.pages ?? [],
      colour: banner?.colour ?? 'green',
      active: banner?.active ?? true,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: banner?.id, banner: values });
      toast.success(banner ? 'Banner saved' : 'Banner created');
      onDone();
    } catch (error) {
      applyServerErrors(form, error, { only: ['messageHtml', 'pages', 'colour', 'active'] });
    }
  });
  return {
    form,
    submit,
    /** A failure the fields do not say themselves. */
    failure: save.error && !Object.keys(errors).length ? save.error.message : undefined,
    messageError: errors.messageHtml?.message,
    pagesError: errors.pages?.message ?? errors.pages?.root?.message,
  };
}

/** The message, in the rich text editor, with its hint or what is wrong with it. */
function MessageField({ form, id, error }: { form: BannerFormApi; id: string; error?: string }) {
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-message`} className="text-sm font-medium">
        Message
      </span>
      <Controller
        control={form.control}
        name="messageHtml"
        render={({ field }) => (
          <RichTextEditor
            ref={(handle: RichTextEditorHandle | null) => field.ref(handle)}
            initialHtml={field.value}
            onChange={field.onChange}
            labelledBy={`${id}-message`}
            describedBy={error ? `${id}-message-error` : `${id}-message-hint`}
            invalid={Boolean(error)}
          />
        )}
      />
      {error ? (
        <p id={`${id}-message-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-message-hint`} className="text-sm text-ink-muted">
          Bold, italic, underline, links, lists and headings. Ctrl+K adds a link.
        </p>
      )}
    </div>
  );
}

/** The pages the banner shows on, and its colour. */
function WhereAndHow({
  form,
  id,
  pagesError,
}: {
  form: BannerFormApi;
  id: string;
  pagesError?: string;
}) {
  return (
    <>
      <fieldset
        className="grid gap-2"
        aria-describedby={pagesError ? `${id}-pages-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Show on pages</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          {BANNER_PAGES.map((page) => (
            <label key={page} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={page}
                className={choiceClass}
                {...form.register('pages')}
              />
              {BANNER_PAGE_LABELS[page]}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-pages-error`} message={pagesError} />
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Colour</legend>
        <div className="flex flex-wrap gap-2">
          {COLOURS.map(([key, swatch]) => (
            <label
              key={key}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 py-1.5 pr-3 pl-2 text-sm has-[:checked]:border-forest-800 has-[:checked]:bg-sage-50"
            >
              <input
                type="radio"
                value={key}
                className={choiceClass}
                {...form.register('colour')}
              />
              <span
                aria-hidden="true"
                className="size-5 rounded-full border"
                style={{ backgroundColor: swatch.background, borderColor: swatch.text }}
              />
              {swatch.name}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** The banner as the pages will show it, drawn by the very component they use. */
function BannerPreview({ form, id }: { form: BannerFormApi; id: string }) {
  const [messageHtml, colour] = useWatch({
    control: form.control,
    name: ['messageHtml', 'colour'],
  });
  return (
    <figure aria-labelledby={`${id}-preview`} className="grid gap-2">
      <figcaption id={`${id}-preview`} className="text-sm font-medium">
        Preview
      </figcaption>
      <div className="overflow-hidden rounded-xl border border-stone-200">
        <AnnouncementBanner
          messageHtml={messageHtml || '<p>Your message shows here.</p>'}
          colour={colour ?? 'green'}
        />
      </div>
    </figure>
  );
}

/**
 * Writing or changing a banner: the message in a small rich text editor, the pages it shows on,
 * its colour, and a preview drawn by the very component the pages use. Loaded only when a super
 * admin opens it, so the editor never reaches the public pages' JavaScript.
 */
export default function BannerForm({
  banner,
  onDone,
}: {
  /** The banner to change; a new one when absent. */
  banner?: Banner;
  onDone: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, submit, failure, messageError, pagesError } = useBannerForm(banner, onDone);
  const { isSubmitting } = form.formState;
  useEffect(() => heading.current?.focus(), []);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h3
        ref={heading}
        id={`${id}-title`}
        tabIndex={-1}
        className="text-xl font-semibold text-forest-900 outline-none"
      >
        {banner ? 'Edit banner' : 'New banner'}
      </h3>
      <FormAlert message={failure} />
      <MessageField form={form} id={id} error={messageError} />
      <WhereAndHow form={form} id={id} pagesError={pagesError} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className={choiceClass} {...form.register('active')} />
        Active: show it on its pages as soon as it is saved
      </label>
      <BannerPreview form={form} id={id} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : banner ? 'Save banner' : 'Create banner'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
