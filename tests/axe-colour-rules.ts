/**
 * The axe rules whose outcome depends on colour. A page or story repainted in its other scheme
 * changes nothing else, so there only these run again: the stories (tests/visual/story-schemes.ts)
 * and the page sweeps (tests/e2e/axe.ts).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
