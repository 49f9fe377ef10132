// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageFileInput } from './image-file-input';

// happy-dom decodes no images: the test says which files the "browser" can show.
const { canPreviewImage } = vi.hoisted(() => ({
  canPreviewImage: vi.fn(async (file: Blob) => (file as File).name !== 'fake.png'),
}));
vi.mock('@web/lib/image-preview', () => ({ canPreviewImage }));

function choose(input: HTMLElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('ImageFileInput', () => {
  const renderInput = () => {
    const onFile = vi.fn();
    const onProblem = vi.fn();
    render(
      <ImageFileInput
        ref={createRef()}
        label="Choose a cover image"
        onFile={onFile}
        onProblem={onProblem}
      />,
    );
    return { input: screen.getByLabelText('Choose a cover image'), onFile, onProblem };
  };

  it('hands over an image that meets the rules', async () => {
    const { input, onFile, onProblem } = renderInput();
    const png = new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' });
    choose(input, png);
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(png));
    expect(onProblem).not.toHaveBeenCalled();
  });

  it('says why a file of the wrong type or size is refused', () => {
    const { input, onFile, onProblem } = renderInput();
    choose(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(onProblem).toHaveBeenLastCalledWith(
      'Invalid file type. Please select a JPEG, PNG, WebP, or GIF image.',
    );
    choose(input, new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(onProblem).toHaveBeenLastCalledWith('Image too large (6.00MB). Maximum size is 5MB.');
    expect(onFile).not.toHaveBeenCalled();
  });

  it('refuses a file with an image type that the browser cannot show', async () => {
    const { input, onFile, onProblem } = renderInput();
    choose(input, new File(['not an image at all'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(onProblem).toHaveBeenCalledWith('Failed to create image preview'));
    expect(onFile).not.toHaveBeenCalled();
  });

  it('keeps only the latest choice when an earlier check finishes later', async () => {
    const { input, onFile, onProblem } = renderInput();
    let finishFirst: (ok: boolean) => void = () => {};
    canPreviewImage.mockImplementationOnce(() => new Promise((r) => (finishFirst = r)));
    const first = new File([new Uint8Array(10)], 'first.png', { type: 'image/png' });
    const second = new File([new Uint8Array(10)], 'second.png', { type: 'image/png' });
    choose(input, first);
    choose(input, second);
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(second));
    finishFirst(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onProblem).not.toHaveBeenCalled();
  });
});
