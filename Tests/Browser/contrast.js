// Every visible text of the page against the background it is drawn on, by WCAG's
// contrast ratio: { checked, failures }. Evaluated by reader_test.py in the page.
(() => {
  function parse(c) {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) {
      const s = c.match(/color\(srgb ([^)]+)\)/);
      if (!s) return null;
      const p = s[1].replace('/', ' ').split(/\s+/).filter(Boolean).map(Number);
      return [p[0] * 255, p[1] * 255, p[2] * 255, p.length > 3 ? p[3] : 1];
    }
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  }
  function over(top, bottom) {
    const a = top[3];
    return [0, 1, 2].map(i => top[i] * a + bottom[i] * (1 - a)).concat([1]);
  }
  function background(el) {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let bg = [255, 255, 255, 1];
    if (!layers.length || layers[layers.length - 1][3] < 1) bg = parse(getComputedStyle(document.documentElement).backgroundColor) || bg;
    for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
    return bg;
  }
  function luminance(c) {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  }
  function ratio(a, b) { const x = luminance(a), y = luminance(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); }
  // An element at opacity 0 (a heading's # link) is checked as it shows, on hover or focus.
  function opacity(el) {
    let o = 1;
    for (let e = el; e; e = e.parentElement) { const v = +getComputedStyle(e).opacity; if (v > 0) o *= v; }
    return o;
  }
  // A drawn screen is a picture of the author's app (role="img", its text in the label):
  // what the author's own code dimmed with .opacity is theirs, not the site's colours.
  function exempt(el) {
    return el.closest(':disabled, .disabled, [aria-disabled="true"], .visually-hidden') ||
      el.closest('.device-screen [style*="opacity"]') ||
      [...el.classList].some(c => /^c-/.test(c)) || el.closest('[class*=" c-"], [class^="c-"]');
  }
  function visible(el) {
    const s = getComputedStyle(el);
    if (s.visibility !== 'visible' || s.display === 'none') return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  }
  const failures = [];
  const seen = new Set();
  function check(el, colour, what) {
    const size = parseFloat(getComputedStyle(el).fontSize);
    const bold = +getComputedStyle(el).fontWeight >= 700;
    const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    const bg = background(el);
    const fg = over(colour.slice(0, 3).concat([colour[3] * opacity(el)]), bg);
    const r = ratio(fg, bg);
    const key = what + ' ' + fg.slice(0, 3).map(Math.round).join(',') + ' on ' + bg.slice(0, 3).map(Math.round).join(',');
    if (r < needed && !seen.has(key)) {
      seen.add(key);
      failures.push(key + ' = ' + r.toFixed(2) + ' (' + (el.className || el.tagName) + ': ' + el.textContent.trim().slice(0, 30) + ')');
    }
  }
  let checked = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const elements = new Set();
  while (walker.nextNode()) {
    if (walker.currentNode.nodeValue.trim()) elements.add(walker.currentNode.parentElement);
  }
  document.querySelectorAll('*').forEach(el => {
    const before = getComputedStyle(el, '::before').content;
    if (before && before !== 'none' && before !== 'normal' && before !== '""') elements.add(el);
  });
  elements.forEach(el => {
    if (!visible(el) || exempt(el)) return;
    checked++;
    check(el, parse(getComputedStyle(el).color), el.tagName.toLowerCase());
    const before = getComputedStyle(el, '::before');
    if (before.content && before.content !== 'none' && before.content !== 'normal' && before.content !== '""')
      check(el, parse(before.color), el.tagName.toLowerCase() + '::before');
  });
  document.querySelectorAll('input[placeholder]').forEach(el => {
    if (visible(el) && !el.value) check(el, parse(getComputedStyle(el, '::placeholder').color), 'placeholder');
  });
  return { checked, failures };
})()
