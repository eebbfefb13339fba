import { MESSAGES } from '../../../contract/messages';

/** Friendly words for the error pages (403, 404 and 500 are used; anything else reads as 500). */
export const ERROR_TEXTS: Record<string, { title: string; description: string }> = {
  '403': {
    title: 'Access denied',
    description:
      "You don't have permission to view this page. If you think you should, ask an administrator of your organisation.",
  },
  '404': {
    title: 'Page not found',
    description: "The page you are looking for doesn't exist or has moved.",
  },
  '500': {
    title: 'Something went wrong',
    description: `${MESSAGES.sorry}. Please try again in a moment.`,
  },
};

export function errorTextsFor(code: string | undefined) {
  return ERROR_TEXTS[code ?? ''] ?? ERROR_TEXTS['500']!;
}
