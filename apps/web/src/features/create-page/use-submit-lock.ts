import { useCallback, useRef, useState } from 'react';

/**
 * Guards a form against sending twice. `lock()` answers false when a send is already under
 * way — at once, even for two presses within one frame, because it reads a ref rather than
 * state that has not repainted yet. The lock stays until `unlock()`: on success the form keeps
 * it while the next screen opens.
 */
export function useSubmitLock() {
  const isLockedRef = useRef(false);
  const [isLocked, setIsLocked] = useState(false);
  const lock = useCallback(() => {
    if (isLockedRef.current) return false;
    isLockedRef.current = true;
    setIsLocked(true);
    return true;
  }, []);
  const unlock = useCallback(() => {
    isLockedRef.current = false;
    setIsLocked(false);
  }, []);
  return { isLocked, lock, unlock, isLockedNow: () => isLockedRef.current };
}
