// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageFileInput } from './image-file-input';

function choose(input: HTMLElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('ImageFileInput', () => {
  afterEach(cleanup);

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

  it('hands over an image that meets the rules', () => {
    const { input, onFile, onProblem } = renderInput();
    const png = new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' });
    choose(input, png);
    expect(onFile).toHaveBeenCalledWith(png);
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
});
