import { useState } from 'react';
import { errorText, isApiError } from '../../api/api-error';

/**
 * The server's field hints of a failed save, by field ('address.latitude' as sent), and a way
 * to run a save that fills them; other failures go to `onOther` (a toast).
 */
export function useFieldErrors(onOther: (text: string) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async <T>(save: () => Promise<T>): Promise<T | null> => {
    try {
      const result = await save();
      setErrors({});
      return result;
    } catch (error) {
      const hints = isApiError(error) ? error.body.field_hints : undefined;
      if (hints && Object.keys(hints).length > 0)
        setErrors(
          Object.fromEntries(
            Object.entries(hints).map(([field, texts]) => [field, texts[0] ?? '']),
          ),
        );
      else onOther(errorText(error));
      return null;
    }
  };
  return { errors, run };
}
