import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  CONTACT_TOPICS,
  contactMessageSchema,
  type ContactMessageInput,
} from '@shared/contact-schemas';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { fieldClass, Input, Textarea } from '@web/components/ui/input';
import { Notice } from '@web/components/ui/notice';
import { api } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useViewer } from '@web/lib/viewer';
import { SITE_PAGES } from '@shared/site-pages';
import { InfoPage } from '../components/info-page';

export default function ContactPage() {
  const { data: viewer } = useViewer();
  const send = useMutation({
    mutationFn: (body: ContactMessageInput) => api('/api/contact', { method: 'POST', body }),
  });
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    values: {
      name: [viewer?.profile?.firstName, viewer?.profile?.lastName].filter(Boolean).join(' '),
      email: viewer?.user?.email ?? '',
      topic: 'General question',
      message: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await send.mutateAsync(values).catch(() => undefined);
  });

  return (
    <InfoPage page={SITE_PAGES.contact}>
      <h2>Before you write</h2>
      <ul>
        <li>
          For questions about a specific event (directions, what to bring, refunds), the facilitator
          is the best person to ask: their details are on the event page.
        </li>
        <li>
          To report a safety concern about an event or a person, choose “Report a concern” below. We
          treat these first.
        </li>
      </ul>
      <h2>Send us a message</h2>
      {send.isSuccess ? (
        <Notice role="status" className="rounded-xl font-medium text-forest-900" asChild>
          <p>
            Thank you, your message has reached us. We'll reply to {form.getValues('email')} within
            two working days.
          </p>
        </Notice>
      ) : (
        <form onSubmit={submit} noValidate className="not-prose grid gap-4">
          <FormAlert message={send.error?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Your name" error={errors.name?.message}>
              <Input autoComplete="name" {...form.register('name')} />
            </FormField>
            <FormField label="Your e-mail" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
          </div>
          <FormField label="Topic" error={errors.topic?.message}>
            <select className={cn(fieldClass, 'h-11')} {...form.register('topic')}>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic}>{topic}</option>
              ))}
            </select>
          </FormField>
          <FormField label="Message" error={errors.message?.message}>
            <Textarea rows={6} {...form.register('message')} />
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send message'}
          </Button>
        </form>
      )}
    </InfoPage>
  );
}
