/**
 * Whether the browser can show this file as an image: it is loaded into an <img> and decoded.
 * A file named like an image but holding something else (or a broken one) fails here, before
 * it is used as a preview or sent anywhere (spec 02 §5: 'Failed to create image preview').
 */
export async function canPreviewImage(file: Blob): Promise<boolean> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image.naturalWidth > 0 && image.naturalHeight > 0;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}
