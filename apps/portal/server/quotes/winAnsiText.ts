// The characters the PDF standard fonts (Helvetica) can show: Windows-1252. The quote's PDF uses
// those fonts, which every reader has, so the file carries no font of its own; text from the
// server (option names, the driver's own options) may hold anything else.
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function showable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    CP1252_EXTRAS.includes(character)
  );
}

// Letters that have no decomposition into a base letter and a mark.
const PLAIN: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * Text as the standard fonts can write it: a letter with a mark they lack becomes its base letter
 * (ő → o, Ł → L), a kind of space a plain space, anything else a question mark. Never dropped
 * silently: a reader sees that something stood there.
 */
export function winAnsiText(text: string): string {
  let written = '';
  for (const character of text.normalize('NFC')) {
    if (showable(character)) written += character;
    else if (/\s/u.test(character)) written += ' ';
    else if (PLAIN[character]) written += PLAIN[character];
    else {
      const base = character.normalize('NFD').replace(/\p{M}/gu, '');
      written += base !== character && [...base].every(showable) ? base : '?';
    }
  }
  return written;
}
