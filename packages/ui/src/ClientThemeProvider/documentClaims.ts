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
  // Unchanged (a page the server rendered has its title already): writing it would replace the
  // <title>'s text all the same.
  if (document.title !== value) document.title = value;
});

/** The page's own icon (`href`) while a client's is shown in its link; undefined when it had none. */
let pageIcon: string | undefined;

/**
 * The page's one icon link (two would leave the choice to the browser): a client's favicon takes
 * the page's own link (the portal's neutral icon) and gives its address back when no client
 * claims it; on a page without one, a link of its own.
 */
export const faviconClaims = createDocumentClaims((value) => {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  const claimed = link?.dataset.clientFavicon !== undefined;
  if (value === null) {
    if (!link || !claimed) return;
    if (pageIcon === undefined) {
      link.remove();
    } else {
      link.setAttribute('href', pageIcon);
      delete link.dataset.clientFavicon;
    }
    return;
  }
  if (!link) {
    pageIcon = undefined;
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  } else if (!claimed) {
    pageIcon = link.getAttribute('href') ?? undefined;
  }
  link.dataset.clientFavicon = '';
  link.href = value;
});

const LAYOUT_CLASSES = ['boxed-layout', 'full-layout'];

/** The body's layout class (spec point 9): exactly one of `boxed-layout` and `full-layout`. */
export const layoutClassClaims = createDocumentClaims((value) => {
  document.body.classList.remove(...LAYOUT_CLASSES);
  if (value !== null) document.body.classList.add(value);
});
