import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@web/config/paths';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useViewer, viewerQuery } from '@web/lib/viewer';

/**
 * Spec 01 §4, facilitator onboarding: complete (a host from now on, to the events dashboard) or
 * skip (a full navigation home). A completion that fails says so and rejects, so the space form
 * that called it claims no success either.
 */
export function useOnboarding() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: viewer } = useViewer();
  // A host who comes here goes on to the dashboard. Someone who becomes one here (saving the
  // space makes them a host) stays until completion succeeds, so a failed one can be retried.
  const [arrivedAsHost] = useState(() => viewer?.isHost === true);

  const complete = async () => {
    try {
      await api('/api/onboarding/complete', { method: 'POST', body: {} });
    } catch (error) {
      toast.error('Something went wrong. Please try again.');
      throw error;
    }
    await queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
    toast.success("You're now a facilitator! You can start hosting your first event.");
    await navigate(paths.hostDashboard.getHref('events'));
  };

  const skip = async () => {
    try {
      await api('/api/onboarding/skip', { method: 'POST', body: {} });
    } catch {
      toast.error('Something went wrong. Please try again.');
    }
    window.location.assign(paths.home.getHref());
  };

  return {
    arrivedAsHost,
    /** The person's name, which the space's name starts as. */
    name: [viewer?.profile?.firstName, viewer?.profile?.lastName].filter(Boolean).join(' '),
    complete,
    skip,
  };
}
