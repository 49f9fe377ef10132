// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePicker } from './image-picker';

// happy-dom decodes no images: every file of an allowed type "shows".
vi.mock('@web/lib/image-preview', () => ({ canPreviewImage: async () => true }));

function choose(file: File) {
  const input = screen.getByLabelText('Choose a cover image');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}
const png = () => new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });

describe('ImagePicker', () => {
  it("shows why a file was refused until an image is taken, then the caller's error", async () => {
    const onChoose = vi.fn();
    const onProblem = vi.fn();
    render(
      <ImagePicker
        variant="cover"
        legend="Cover image"
        inputLabel="Choose a cover image"
        chooseLabel="Upload image"
        onChoose={onChoose}
        onProblem={onProblem}
        error="Please upload the image again"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Please upload the image again');
    choose(pdf());
    const refusal = 'Invalid file type. Please select a JPEG, PNG, WebP, or GIF image.';
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect(onProblem).toHaveBeenCalledWith(refusal);
    const image = png();
    choose(image);
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(image));
    expect(screen.getByRole('alert').textContent).toBe('Please upload the image again');
  });

  it('offers Remove only with an image; an upload under way waits, a removal blocks both', () => {
    const avatarPicker = (props: Partial<ComponentProps<typeof ImagePicker>>) => (
      <ImagePicker
        variant="avatar"
        inputLabel="Choose a cover image"
        chooseLabel="Change Image"
        onChoose={() => {}}
        onRemove={() => {}}
        {...props}
      />
    );
    const { rerender } = render(avatarPicker({ uploading: true }));
    const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
    expect(button('Uploading...').disabled).toBe(true);
    expect(button('Remove').disabled).toBe(false);
    rerender(avatarPicker({ busy: true }));
    expect(button('Change Image').disabled).toBe(true);
    expect(button('Remove').disabled).toBe(true);
    rerender(avatarPicker({ chooseLabel: 'Upload Image', onRemove: undefined }));
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('as a button alone, leaves a refused file to the caller', () => {
    const onProblem = vi.fn();
    render(
      <ImagePicker
        variant="button"
        inputLabel="Choose a cover image"
        chooseLabel="Add venue image"
        onChoose={() => {}}
        onProblem={onProblem}
      />,
    );
    choose(pdf());
    expect(onProblem).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
