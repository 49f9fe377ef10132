import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@web/lib/toast';
import { ownSpaceQuery } from './api/own-space-query';

/**
 * Spec 02 §8, on the welcome screens: the space made when the address was confirmed is live,
 * with its address and platform fee. Asked for only when the person landed with one.
 */
export function useWelcomeSpace(landedWithSpace: boolean | null) {
  const ownSpace = useQuery({ ...ownSpaceQuery, enabled: landedWithSpace === true });
  const madeSpace = landedWithSpace ? ownSpace.data?.space : null;
  // The image chosen at sign-up became the space's photo when the address was confirmed.
  const imageKept = Boolean(madeSpace?.avatarUrl);
  useEffect(() => {
    if (imageKept)
      toast.success('Personal space image uploaded successfully', { id: 'sign-up-space-image' });
  }, [imageKept]);
  return madeSpace
    ? { handle: madeSpace.handle, platformFee: madeSpace.platformFeeOverride }
    : null;
}
