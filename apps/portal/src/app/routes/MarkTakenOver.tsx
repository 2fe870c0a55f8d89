import { useEffect } from 'react';

/**
 * Marks the page as taken over (`data-taken-over` on `<html>`) once React has adopted the page's
 * own part: it stands beside the page inside the language route's boundary, which React adopts
 * after the shell, so its effect runs in the commit that makes the page's controls answer. A
 * click before it is the browser's alone. Tests and the bench wait for it after loading a page;
 * parts that load later (the filter panel, the cart beside the page) are adopted as they arrive,
 * replaying clicks on them. A page the browser draws itself is marked as soon as it shows.
 */
export function MarkTakenOver() {
  useEffect(() => {
    document.documentElement.dataset.takenOver = '';
  }, []);
  return null;
}
