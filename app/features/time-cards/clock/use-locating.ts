import { useState } from 'react';
import { positionFields } from './current-position';

/**
 * The position fields of a clock action (positionFields), and whether the browser is still
 * being asked: the action's button shows busy from the first tap, not only once the call goes.
 */
export function useLocating(sendsPosition: boolean) {
  const [isLocating, setIsLocating] = useState(false);
  const locate = async () => {
    setIsLocating(true);
    try {
      return await positionFields(sendsPosition);
    } finally {
      setIsLocating(false);
    }
  };
  return { isLocating, locate };
}
