import { useRef, useState } from 'react';

/**
 * The photo of a clock action: the file chosen, and its upload when the action is sent (`upload`
 * answers the attachment id: the attachment flow on the clock, one request at the kiosk). An
 * upload is kept for the file it was made of, so trying the action again (a project was missing)
 * sends the same attachment instead of uploading the photo a second time.
 */
export function useClockPhoto(upload: (photo: File) => Promise<number>) {
  const [photo, setPhoto] = useState<File | null>(null);
  const uploaded = useRef<{ file: File; id: number } | null>(null);
  return {
    photo,
    setPhoto,
    /** The attachment id to send (uploading the photo first when needed), or null without one. */
    attachmentId: async (): Promise<number | null> => {
      if (photo === null) return null;
      if (uploaded.current?.file !== photo) {
        uploaded.current = { file: photo, id: await upload(photo) };
      }
      return uploaded.current.id;
    },
    /** After the action went through: the next one starts without a photo. */
    reset: () => {
      setPhoto(null);
      uploaded.current = null;
    },
  };
}
