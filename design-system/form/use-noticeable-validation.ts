import { useEffect, useState } from 'react';
import { NOTICEABLE_VALIDATION_MS } from './form-model';

/**
 * True once `isValidating` has stayed true for `graceMs`, false again as soon as it ends. Used
 * to tell a validation a person can notice from one that settles at once (see
 * NOTICEABLE_VALIDATION_MS).
 */
export function useNoticeableValidation(
  isValidating: boolean,
  graceMs: number = NOTICEABLE_VALIDATION_MS,
): boolean {
  const [hasLasted, setHasLasted] = useState(false);
  // Each new validation starts unnoticed (React's pattern for state reset by a changed input).
  const [wasValidating, setWasValidating] = useState(isValidating);
  if (wasValidating !== isValidating) {
    setWasValidating(isValidating);
    setHasLasted(false);
  }
  useEffect(() => {
    if (!isValidating) return;
    const timer = setTimeout(() => setHasLasted(true), graceMs);
    return () => clearTimeout(timer);
  }, [isValidating, graceMs]);
  return isValidating && hasLasted;
}
