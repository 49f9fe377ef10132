import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTACT_TOPICS } from '@shared/contact-topics';
import type { ContactMessageInput } from '@shared/contact-schemas';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { fieldClass, Input, Textarea } from '@web/components/ui/input';
import { Notice } from '@web/components/ui/notice';
import { api } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useCheckedForm } from '@web/lib/use-checked-form';
import { useViewer } from '@web/lib/viewer';
import { SITE_PAGES } from '@shared/site-pages';
import { InfoPage } from '../components/info-page';

// An info page first: the schema (with zod) comes when the form is used.
const loadSchema = () => import('@shared/contact-schemas').then((m) => m.contactMessageSchema);

export default function ContactPage() {
  const { data: viewer } = useViewer();
  const send = useMutation({
    mutationFn: (body: ContactMessageInput) => api('/api/contact', { method: 'POST', body }),
  });
  // A signed-in person's name and address, filled in as the viewer arrives: an uncontrolled
  // field follows its default value until it is typed in, so what was typed stays.
  const name = [viewer?.profile?.firstName, viewer?.profile?.lastName].filter(Boolean).join(' ');
  const email = viewer?.user?.email ?? '';
  // The address as it was typed, for the thanks.
  const [typedEmail, setTypedEmail] = useState('');
  const form = useCheckedForm({
    fields: ['name', 'email', 'topic', 'message'],
    loadSchema,
    onValid: async (values, typed) => {
      setTypedEmail(typed.email);
      await send.mutateAsync(values).catch(() => undefined);
    },
  });
  const { errors, isSubmitting } = form;

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
        <Notice role="status" corners="xl" className="font-medium text-forest-900" asChild>
          <p>
            Thank you, your message has reached us. We'll reply to {typedEmail} within two working
            days.
          </p>
        </Notice>
      ) : (
        <form {...form.formProps} className="not-prose grid gap-4">
          <FormAlert message={send.error?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Your name" error={errors.name}>
              <Input autoComplete="name" name="name" defaultValue={name} />
            </FormField>
            <FormField label="Your e-mail" error={errors.email}>
              <Input type="email" autoComplete="email" name="email" defaultValue={email} />
            </FormField>
          </div>
          <FormField label="Topic" error={errors.topic}>
            <select
              className={cn(fieldClass, 'h-11')}
              name="topic"
              defaultValue={CONTACT_TOPICS[0]}
            >
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {topic}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Message" error={errors.message}>
            <Textarea rows={6} name="message" />
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send message'}
          </Button>
        </form>
      )}
    </InfoPage>
  );
}
