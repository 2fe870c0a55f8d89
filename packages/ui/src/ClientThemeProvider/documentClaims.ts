/**
 * The document has one title, one favicon and one body layout class, but providers nest (an app
 * provider around a page provider with its own `title`). React runs a child's effects before its
 * parent's, so "last effect wins" would let the outer provider win. Instead every provider claims
 * a value at its nesting depth and the deepest claim applies; when it unmounts, the next one does.
 */

interface Claim {
  depth: number;
  order: number;
  value: string;
}

/** A set of claims on one piece of the document, applied through `apply` (`null`: none left). */
export function createDocumentClaims(apply: (value: string | null) => void) {
  const claims = new Set<Claim>();
  let counter = 0;
  const update = () => {
    let winner: Claim | null = null;
    for (const claim of claims) {
      if (
        winner === null ||
        claim.depth > winner.depth ||
        (claim.depth === winner.depth && claim.order > winner.order)
      ) {
        winner = claim;
      }
    }
    apply(winner?.value ?? null);
  };
  return {
    /** Claims `value` at `depth`; returns the release function for the effect's cleanup. */
    claim(depth: number, value: string): () => void {
      const claim = { depth, order: counter++, value };
      claims.add(claim);
      update();
      return () => {
        claims.delete(claim);
        update();
      };
    },
  };
}

let titleBeforeClaims: string | null = null;

/** `document.title`; the original title comes back when the last claim is released. */
export const titleClaims = createDocumentClaims((value) => {
  if (value === null) {
    if (titleBeforeClaims !== null) document.title = titleBeforeClaims;
    titleBeforeClaims = null;
    return;
  }
  titleBeforeClaims ??= document.title;
  document.title = value;
});

/** Our own `<link rel="icon">`, appended last so it wins over the page's static icon. */
export const faviconClaims = createDocumentClaims((value) => {
  let link = document.head.querySelector<HTMLLinkElement>('link[data-client-favicon]');
  if (value === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.dataset.clientFavicon = '';
    document.head.append(link);
  }
  link.href = value;
});

const LAYOUT_CLASSES = ['boxed-layout', 'full-layout'];

/** The body's layout class (spec point 9): exactly one of `boxed-layout` and `full-layout`. */
export const layoutClassClaims = createDocumentClaims((value) => {
  document.body.classList.remove(...LAYOUT_CLASSES);
  if (value !== null) document.body.classList.add(value);
});
