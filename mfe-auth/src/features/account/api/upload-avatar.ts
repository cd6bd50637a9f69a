import { useMutation } from '@tanstack/react-query';
import { uploadFile, type ApiResult } from '@arcade/platform';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Client-side check before upload (the server checks again). */
export function checkAvatar(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Please choose a PNG, JPEG or WebP image.';
  if (file.size > AVATAR_MAX_BYTES) return 'The image must be 2 MB or smaller.';
  return null;
}

/** POST /user/upload-avatar, multipart with the image under the default field "file" (SPEC §7). */
export function uploadAvatar(file: File): Promise<ApiResult<unknown>> {
  return uploadFile('user/upload-avatar', file);
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
