import { createContext, useContext } from 'react';

/** Whether a screen renders inside the signed-in frame (sidebar) or as a page of its own. */
export const FrameContext = createContext<'bare' | 'home'>('bare');

export function useFrame(): 'bare' | 'home' {
  return useContext(FrameContext);
}
