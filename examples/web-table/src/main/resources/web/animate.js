// Short animations of the table's events: cards flying between hands and piles, counts that pop.

function centreOf(el) {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, visible: r.width > 0 && r.height > 0 };
}

/** Flies a card (its SVG) from one element to another; resolves when it lands (at once if either is hidden). */
export function fly(from, to, svg, duration) {
  if (!from || !to || duration <= 0) return Promise.resolve();
  const a = centreOf(from);
  const b = centreOf(to);
  if (!a.visible || !b.visible) return Promise.resolve();
  const ghost = document.createElement('div');
  ghost.className = 'ghost';
  ghost.innerHTML = svg;
  ghost.style.left = `${a.x}px`;
  ghost.style.top = `${a.y}px`;
  document.body.append(ghost);
  const animation = ghost.animate([
    { transform: 'translate(-50%, -50%) scale(0.9) rotate(-8deg)', opacity: 0.95 },
    { transform: `translate(calc(-50% + ${b.x - a.x}px), calc(-50% + ${b.y - a.y}px)) scale(1) rotate(0deg)`, opacity: 1 },
  ], { duration, easing: 'cubic-bezier(.3,.7,.4,1)' });
  return animation.finished.catch(() => {}).then(() => ghost.remove());
}

/** A short grow-and-back of an element (a count that rose, a seat that was skipped). */
export function pop(el, duration = 300) {
  if (!el || duration <= 0) return Promise.resolve();
  return el.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.3)' }, { transform: 'scale(1)' }],
      { duration, easing: 'ease-out' }).finished.catch(() => {});
}

/** A bubble of text above an element for a moment ("Last card!", "+4", "skipped"). */
export function bubble(el, text, duration = 900) {
  if (!el || duration <= 0) return;
  const r = el.getBoundingClientRect();
  if (r.width === 0) return;
  const note = document.createElement('div');
  note.className = 'bubble';
  note.textContent = text;
  note.style.left = `${r.left + r.width / 2}px`;
  note.style.top = `${r.top}px`;
  document.body.append(note);
  note.animate([{ opacity: 0, transform: 'translate(-50%, 0)' }, { opacity: 1, transform: 'translate(-50%, -120%)', offset: 0.2 },
    { opacity: 1, transform: 'translate(-50%, -120%)', offset: 0.8 }, { opacity: 0, transform: 'translate(-50%, -160%)' }],
  { duration }).finished.catch(() => {}).then(() => note.remove());
}

/** Resolves after a pause. */
export function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
