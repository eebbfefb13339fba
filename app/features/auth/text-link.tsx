import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Button } from '../../../design-system/button/button';

/** An in-app link with the design system's link look. */
export function TextLink({ children, ...props }: LinkProps & { children: ReactNode }) {
  return (
    <Button asChild variant="link">
      <Link {...props}>{children}</Link>
    </Button>
  );
}
