(function () {
  "use strict";
  var root = document.documentElement;

  // Theme: follows the system until the reader picks the other one; the pick is remembered.
  function systemTheme() {
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  function showTheme() {
    var theme = root.getAttribute("data-theme") || systemTheme();
    root.setAttribute("data-effective-theme", theme);
    var button = document.getElementById("theme-switch");
    if (button) {
      var other = theme === "dark" ? "light" : "dark";
      button.setAttribute("aria-label", "Switch to the " + other + " theme");
      button.title = "Switch to the " + other + " theme";
    }
  }
  function setTheme(theme) {
    try {
      if (theme === systemTheme()) localStorage.removeItem("folio-theme");
      else localStorage.setItem("folio-theme", theme);
    } catch (e) {}
    if (theme === systemTheme()) root.removeAttribute("data-theme");
    else root.setAttribute("data-theme", theme);
    showTheme();
  }
  var themeSwitch = document.getElementById("theme-switch");
  if (themeSwitch) themeSwitch.addEventListener("click", function () {
    setTheme((root.getAttribute("data-theme") || systemTheme()) === "dark" ? "light" : "dark");
  });
  if (window.matchMedia) {
    var query = window.matchMedia("(prefers-color-scheme: dark)");
    if (query.addEventListener) query.addEventListener("change", showTheme);
  }
  showTheme();

  // The sidebar on a phone: the menu link opens it (a plain #sidebar link without JavaScript).
  // While it is hidden off screen, CSS makes it `visibility: hidden`, so Tab never enters it.
  var sidebar = document.getElementById("sidebar");
  var menu = document.querySelector(".menu-button");
  function closeSidebar() {
    if (!sidebar || !sidebar.classList.contains("open")) return;
    var hadFocus = sidebar.contains(document.activeElement);
    sidebar.classList.remove("open");
    if (menu) menu.setAttribute("aria-expanded", "false");
    if (hadFocus && menu) menu.focus();
  }
  if (menu && sidebar) {
    menu.setAttribute("aria-expanded", "false");
    menu.addEventListener("click", function (event) {
      event.preventDefault();
      if (sidebar.classList.contains("open")) { closeSidebar(); return; }
      sidebar.classList.add("open");
      menu.setAttribute("aria-expanded", "true");
      var current = sidebar.querySelector("[aria-current]") || sidebar.querySelector("a");
      if (current) current.focus({ preventScroll: true });
    });
  }
  document.addEventListener("click", function (event) {
    if (sidebar && sidebar.classList.contains("open") && !sidebar.contains(event.target) && event.target !== menu
        && !(menu && menu.contains(event.target))) closeSidebar();
  });
  if (sidebar) sidebar.addEventListener("click", function (event) {
    if (event.target.closest && event.target.closest(".toc a")) closeSidebar();
  });
  var close = document.querySelector(".sidebar-close");
  if (close) close.addEventListener("click", function (event) { event.preventDefault(); closeSidebar(); });
  if (sidebar) {
    var currentItem = sidebar.querySelector("li.current");
    if (currentItem && currentItem.scrollIntoView && currentItem.offsetTop > sidebar.clientHeight - 80) {
      sidebar.scrollTop = currentItem.offsetTop - 80;
    }
  }
  // Code lines: each becomes a span that knows its indentation, so that on a phone (CSS)
  // a long line wraps and continues under its own indentation, two columns in, instead
  // of scrolling sideways. The text, and so what is copied, stays the same. Before
  // search highlights, which would split the code's spans.
  function splitLines(code) {
    var fragment = document.createDocumentFragment();
    var line;
    function newLine() {
      line = document.createElement("span");
      line.className = "ln";
      fragment.appendChild(line);
    }
    newLine();
    Array.prototype.slice.call(code.childNodes).forEach(function (node) {
      node.textContent.split("\n").forEach(function (piece, n) {
        if (n > 0) { fragment.appendChild(document.createTextNode("\n")); newLine(); }
        if (!piece) return;
        var copy = node.nodeType === 1 ? node.cloneNode(false) : document.createTextNode(piece);
        copy.textContent = piece;
        line.appendChild(copy);
      });
    });
    fragment.querySelectorAll(".ln").forEach(function (span) {
      span.style.setProperty("--indent", String(/^ */.exec(span.textContent)[0].length));
    });
    code.textContent = "";
    code.appendChild(fragment);
  }
  document.querySelectorAll("figure.block:not(.transcript) > pre > code, .plain-code > pre > code").forEach(splitLines);
  // Words: the same rule as the index built in Swift.
  function words(text) {
    return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) || []).filter(function (w) { return w.length > 1; });
  }
  function escapeRegExp(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }
  function termPattern(terms) {
    return new RegExp("(?<![\\p{L}\\p{N}])(?:" + terms.map(escapeRegExp).join("|") + ")[\\p{L}\\p{N}]*", "giu");
  }
  function appendMarked(parent, text, pattern) {
    var last = 0;
    text.replace(pattern, function (match, offset) {
      if (offset > last) parent.appendChild(document.createTextNode(text.slice(last, offset)));
      var mark = document.createElement("mark");
      mark.textContent = match;
      parent.appendChild(mark);
      last = offset + match.length;
      return match;
    });
    if (last < text.length) parent.appendChild(document.createTextNode(text.slice(last)));
  }
  // Highlighting the words a search result was found by (?highlight=…).
  var highlighted = [];
  var params = new URLSearchParams(window.location.search);
  var highlightTerms = words(params.get("highlight") || "");
  var article = document.querySelector("main article");
  if (highlightTerms.length && article) {
    var pattern = termPattern(highlightTerms);
    var walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    var nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    nodes.forEach(function (node) {
      pattern.lastIndex = 0;
      if (!pattern.test(node.nodeValue)) return;
      pattern.lastIndex = 0;
      var fragment = document.createDocumentFragment();
      appendMarked(fragment, node.nodeValue, pattern);
      fragment.querySelectorAll("mark").forEach(function (mark) {
        mark.className = "search-hit";
        highlighted.push(mark);
      });
      node.parentNode.replaceChild(fragment, node);
    });
    if (highlighted.length) {
      var bar = document.createElement("div");
      bar.className = "highlight-bar";
      bar.setAttribute("role", "status");
      bar.textContent = highlighted.length + " matches for \u201c" + highlightTerms.join(" ") + "\u201d ";
      var clear = document.createElement("button");
      clear.type = "button";
      clear.textContent = "Clear";
      clear.addEventListener("click", function () {
        highlighted.forEach(function (mark) { mark.replaceWith(document.createTextNode(mark.textContent)); });
        article.normalize();
        bar.remove();
        try { history.replaceState(null, "", window.location.pathname + window.location.hash); } catch (e) {}
      });
      bar.appendChild(clear);
      document.body.appendChild(bar);
      if (!window.location.hash) highlighted[0].scrollIntoView({ block: "center" });
    }
  }
  // Transcripts: a stepper walks through the steps; without JavaScript all are shown.
  // It opens at the last step, the outcome the text goes on to discuss: every earlier
  // step's action and output above it, the screen after the last one beside it.
  function setUpStepper(figure) {
    var steps = figure.querySelectorAll("li.step");
    var bar = figure.querySelector(".stepper");
    if (!bar || steps.length < 2) return;
    var count = bar.querySelector(".step-count");
    var previous = bar.querySelector(".step-prev");
    var next = bar.querySelector(".step-next");
    var all = bar.querySelector(".step-all");
    var current = steps.length - 1;
    var stepping = !figure.querySelector("mark.search-hit");
    function show() {
      figure.classList.toggle("stepping", stepping);
      for (var i = 0; i < steps.length; i++) {
        steps[i].classList.toggle("past", i < current);
        steps[i].classList.toggle("current", i === current);
        steps[i].classList.toggle("later", i > current);
      }
      var last = steps.length - 1;
      count.textContent = !stepping ? "Every step shown"
        : current === 0 ? "First shown · " + last + (last === 1 ? " step" : " steps")
        : "Step " + current + " of " + last;
      var coming = steps[current + 1] && steps[current + 1].querySelector(".action code");
      next.title = coming ? "Next: " + coming.textContent : "";
      previous.disabled = !stepping || current === 0;
      next.disabled = !stepping || current === last;
      all.textContent = stepping ? "Show all" : "Step through";
    }
    function go(index) {
      current = Math.max(0, Math.min(steps.length - 1, index));
      stepping = true;
      show();
    }
    figure.folioStep = function (delta) { go(current + delta); };
    figure.folioGo = go;
    previous.addEventListener("click", function () { go(current - 1); });
    next.addEventListener("click", function () { go(current + 1); });
    all.addEventListener("click", function () {
      stepping = !stepping;
      if (!stepping) current = steps.length - 1;
      else current = 0;
      show();
    });
    bar.hidden = false;
    show();
  }
  // The print page shows every step, as paper will.
  if (!document.body.classList.contains("print-page")) {
    document.querySelectorAll("figure.transcript").forEach(setUpStepper);
  }
  // Exercises: the verified output waits in a closed <details> until the reader opens it
  // (no script needed). A link to one of its steps opens it; printing opens them all.
  function closedExercise(element) {
    var reveal = element && element.closest && element.closest("details.reveal");
    return reveal && !reveal.open ? reveal : null;
  }
  var printedOpen = [];
  window.addEventListener("beforeprint", function () {
    printedOpen = [].filter.call(document.querySelectorAll("details.reveal"), function (d) { return !d.open; });
    printedOpen.forEach(function (d) { d.open = true; });
  });
  window.addEventListener("afterprint", function () {
    printedOpen.forEach(function (d) { d.open = false; });
    printedOpen = [];
  });
  function revealTarget() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var target = id && document.getElementById(id);
    if (!target || !target.classList.contains("step")) return;
    var closed = closedExercise(target);
    if (closed) closed.open = true;
    var figure = target.closest("figure.transcript");
    if (!figure || !figure.folioGo) return;
    figure.folioGo(Array.prototype.indexOf.call(figure.querySelectorAll("li.step"), target));
    target.scrollIntoView();
  }
  window.addEventListener("hashchange", revealTarget);
  revealTarget();
  // Code: a copy button on every code block; a block that scrolls sideways takes focus,
  // so arrow keys scroll it (and then do not turn the page).
  var announcer = document.getElementById("announcer");
  function announce(text) {
    if (!announcer) return;
    announcer.textContent = "";
    setTimeout(function () { announcer.textContent = text; }, 50);
  }
  function copyText(text, done) {
    function fallback() {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) {}
      area.remove();
      done(ok);
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, fallback);
    } else fallback();
  }
  document.querySelectorAll("figure.block:not(.transcript) > pre, .plain-code > pre").forEach(function (pre) {
    var code = pre.querySelector("code") || pre;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy the code");
    button.addEventListener("click", function () {
      var text = code.textContent;
      copyText(text, function (ok) {
        button.textContent = ok ? "Copied" : "Select and copy";
        button.setAttribute("data-copied", ok ? String(text.length) : "failed");
        announce(ok ? "Code copied to the clipboard" : "Could not copy; select the code and copy it");
        clearTimeout(button.folioTimer);
        button.folioTimer = setTimeout(function () { button.textContent = "Copy"; }, 2000);
      });
    });
    var caption = pre.parentElement.querySelector(":scope > figcaption");
    if (caption) caption.appendChild(button); else pre.parentElement.insertBefore(button, pre);
  });
  function markScrollers() {
    document.querySelectorAll("main pre").forEach(function (pre) {
      if (pre.scrollWidth > pre.clientWidth + 1) {
        if (!pre.hasAttribute("tabindex")) pre.setAttribute("tabindex", "0");
      } else if (pre.getAttribute("tabindex") === "0") pre.removeAttribute("tabindex");
    });
  }
  markScrollers();
  var resizeTimer;
  window.addEventListener("resize", function () { clearTimeout(resizeTimer); resizeTimer = setTimeout(markScrollers, 150); });
  document.addEventListener("toggle", markScrollers, true);

  // The keys, listed by `?` and the footer's button.
  var KEYS = [
    ["s", "/"], "Search the book",
    ["\u2193", "\u2191", "Enter"], "In search: choose a result and open it",
    ["\u2190", "\u2192"], "Previous or next chapter; inside a transcript, previous or next step",
    ["Esc"], "Close search, the contents or this list",
    ["?"], "Show these keys"
  ];
  var keysDialog = null;
  function showKeys() {
    if (!keysDialog) {
      keysDialog = document.createElement("dialog");
      keysDialog.className = "keys";
      keysDialog.setAttribute("aria-labelledby", "keys-title");
      var title = document.createElement("h2");
      title.id = "keys-title";
      title.textContent = "Keyboard shortcuts";
      var list = document.createElement("dl");
      for (var i = 0; i < KEYS.length; i += 2) {
        var dt = document.createElement("dt");
        KEYS[i].forEach(function (key, n) {
          if (n) dt.appendChild(document.createTextNode(" "));
          var kbd = document.createElement("kbd");
          kbd.textContent = key;
          dt.appendChild(kbd);
        });
        var dd = document.createElement("dd");
        dd.textContent = KEYS[i + 1];
        list.appendChild(dt);
        list.appendChild(dd);
      }
      var close = document.createElement("button");
      close.type = "button";
      close.textContent = "Close";
      close.addEventListener("click", function () { keysDialog.close(); });
      keysDialog.appendChild(title);
      keysDialog.appendChild(list);
      keysDialog.appendChild(close);
      document.body.appendChild(keysDialog);
    }
    if (!keysDialog.open) keysDialog.showModal();
  }
  var keysButton = document.querySelector(".keys-button");
  if (keysButton) keysButton.addEventListener("click", showKeys);

  // Keys: ← and → turn pages (or steps, inside a transcript), s and / search, ? lists the keys, Esc closes.
  var input = document.getElementById("search-input");
  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    var target = event.target;
    if (event.key === "Escape") { closeSidebar(); return; }
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    if (keysDialog && keysDialog.open) return;
    if (event.key === "?") {
      event.preventDefault();
      showKeys();
      return;
    }
    if ((event.key === "/" || event.key === "s") && input) {
      event.preventDefault();
      input.focus();
      return;
    }
    if (event.shiftKey) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    if (target && target.closest && target.closest("pre[tabindex]")) return;
    var delta = event.key === "ArrowLeft" ? -1 : 1;
    var figure = target && target.closest && target.closest("figure.transcript");
    // A hidden answer is not stepped through: its steps are not on the page yet.
    if (figure && figure.folioStep && !closedExercise(figure.querySelector("li.step"))) {
      event.preventDefault();
      figure.folioStep(delta);
      return;
    }
    var link = document.querySelector(delta < 0 ? 'link[rel="prev"]' : 'link[rel="next"]');
    if (link) {
      event.preventDefault();
      window.location.href = link.getAttribute("href");
    }
  });

  // Search: the index is a script (a page from file:// may not fetch JSON), loaded on first use.
  // A section matches a word in its title, its text or its chapter's title, and must match
  // every word of the query (else the sections matching most words are shown, said so);
  // a word matches the same word or a longer one it starts; a word that matches none
  // matches, from 4 letters, the words one typo away (two from 8 letters). Section titles weigh most, then chapter titles, then text.
  var results = document.getElementById("search-results");
  var selected = -1;
  function withIndex(then) {
    if (window.folioSearchIndex) { then(window.folioSearchIndex); return; }
    if (!withIndex.waiting) {
      withIndex.waiting = [];
      var script = document.createElement("script");
      script.src = "assets/search-index.js";
      script.onload = function () {
        var waiting = withIndex.waiting;
        withIndex.waiting = null;
        waiting.forEach(function (f) { f(window.folioSearchIndex); });
      };
      document.head.appendChild(script);
    }
    withIndex.waiting.push(then);
  }
  // How many edits apart a and b are (insertions, deletions, substitutions, swaps of two
  // neighbours), or max + 1 when more than max.
  function edits(a, b, max) {
    if (Math.abs(a.length - b.length) > max) return max + 1;
    var before = null, previous = [], row;
    for (var j = 0; j <= b.length; j++) previous[j] = j;
    for (var i = 1; i <= a.length; i++) {
      row = [i];
      var least = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var value = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
        row[j] = value;
        if (value < least) least = value;
      }
      if (least > max) return max + 1;
      before = previous;
      previous = row;
    }
    return Math.min(previous[b.length], max + 1);
  }
  // The words of the index a query word stands for, each with its weight.
  function expand(index, term) {
    var keys = index.keys;
    var found = {};
    var low = 0, high = keys.length;
    while (low < high) { var mid = (low + high) >> 1; if (keys[mid] < term) low = mid + 1; else high = mid; }
    for (var k = low; k < keys.length && keys[k].lastIndexOf(term, 0) === 0; k++) found[keys[k]] = keys[k] === term ? 1 : 0.6;
    var typos = term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
    if (!typos || k !== low) return found;
    // Only the nearest words stand for a typo: "crdeited" means "credited" (one swap),
    // not also "created" (two edits).
    var whole = {}, start = {}, best = typos + 1, bestStart = typos + 1;
    keys.forEach(function (key) {
      var d = edits(term, key, typos);
      if (d <= typos) { whole[key] = d; best = Math.min(best, d); return; }
      if (key.length <= term.length + typos) return;
      d = edits(term, key.slice(0, term.length), typos);
      if (d <= typos) { start[key] = d; bestStart = Math.min(bestStart, d); }
    });
    Object.keys(whole).forEach(function (key) { if (whole[key] === best) found[key] = 0.4; });
    if (bestStart < best) Object.keys(start).forEach(function (key) { if (start[key] === bestStart) found[key] = 0.3; });
    return found;
  }
  function lookUp(index, query) {
    var terms = words(query);
    if (!terms.length) return { terms: terms, words: [], hits: [], partial: false };
    if (!index.keys) {
      index.keys = Object.keys(index.terms).sort();
      index.titles = index.docs.map(function (d) { return [words(d[3]), words(d[2])]; });
    }
    var total = index.docs.length;
    var scores = {}, matched = {}, typoWords = [];
    terms.forEach(function (term) {
      var found = expand(index, term);
      var here = {};
      Object.keys(found).forEach(function (key) {
        if (found[key] < 0.6) typoWords.push(key);
        var postings = index.terms[key];
        var weight = Math.log(1 + total / (postings.length / 2)) * found[key];
        for (var p = 0; p < postings.length; p += 2) {
          here[postings[p]] = (here[postings[p]] || 0) + (1 + Math.log(postings[p + 1])) * weight;
        }
      });
      index.titles.forEach(function (titles, doc) {
        var section = 0, chapter = 0;
        titles[0].forEach(function (w) { if (found[w]) section = Math.max(section, found[w]); });
        titles[1].forEach(function (w) { if (found[w]) chapter = Math.max(chapter, found[w]); });
        if (section || chapter) here[doc] = (here[doc] || 0) + section * 12 + chapter * 4;
      });
      Object.keys(here).forEach(function (doc) {
        scores[doc] = (scores[doc] || 0) + here[doc];
        matched[doc] = (matched[doc] || 0) + 1;
      });
    });
    var most = 0;
    Object.keys(matched).forEach(function (doc) { most = Math.max(most, matched[doc]); });
    var hits = Object.keys(scores).filter(function (doc) { return matched[doc] === most; }).map(function (doc) {
      return { doc: +doc, score: scores[doc] };
    });
    hits.sort(function (a, b) { return b.score - a.score || a.doc - b.doc; });
    return { terms: terms, words: terms.concat(typoWords), hits: hits.slice(0, 12), partial: most < terms.length };
  }
  function snippet(text, pattern) {
    pattern.lastIndex = 0;
    var match = pattern.exec(text);
    var at = match ? match.index : 0;
    var start = Math.max(0, at - 60);
    var end = Math.min(text.length, at + 140);
    if (start > 0) { var space = text.indexOf(" ", start); if (space > -1 && space < at) start = space + 1; }
    if (end < text.length) { var stop = text.lastIndexOf(" ", end); if (stop > at) end = stop; }
    return (start > 0 ? "… " : "") + text.slice(start, end) + (end < text.length ? " …" : "");
  }
  function showResults(shown) {
    results.hidden = !shown;
    input.setAttribute("aria-expanded", shown ? "true" : "false");
    if (!shown) { input.removeAttribute("aria-activedescendant"); selected = -1; }
  }
  function draw(index, query) {
    var found = lookUp(index, query);
    results.textContent = "";
    selected = -1;
    input.removeAttribute("aria-activedescendant");
    if (!found.terms.length) { showResults(false); return; }
    if (!found.hits.length || found.partial) {
      var none = document.createElement("div");
      none.className = found.hits.length ? "note" : "none";
      none.setAttribute("role", "presentation");
      none.textContent = found.hits.length ? "No section holds every word; these hold some of them"
        : "Nothing found for \u201c" + query.trim() + "\u201d";
      results.appendChild(none);
    }
    var pattern = termPattern(found.words);
    found.hits.forEach(function (hit, n) {
      var d = index.docs[hit.doc];
      var link = document.createElement("a");
      link.id = "search-option-" + n;
      link.setAttribute("role", "option");
      link.setAttribute("aria-selected", "false");
      link.tabIndex = -1;
      link.href = d[0] + "?highlight=" + encodeURIComponent(found.words.join(" ")) + (d[1] ? "#" + d[1] : "");
      var where = document.createElement("span");
      where.className = "where";
      where.textContent = d[2];
      var what = document.createElement("span");
      what.className = "what";
      appendMarked(what, d[3], pattern);
      var text = document.createElement("span");
      text.className = "snippet";
      appendMarked(text, snippet(d[4], pattern), pattern);
      link.appendChild(where);
      link.appendChild(what);
      link.appendChild(text);
      results.appendChild(link);
    });
    showResults(true);
    var count = found.hits.length;
    announce(count ? count + (count === 1 ? " result" : " results") + (found.partial ? " holding some of the words" : "")
      + ", use the up and down arrows to choose" : "No results");
  }
  function select(delta) {
    var links = results.querySelectorAll("a");
    if (!links.length) return;
    if (selected >= 0) {
      links[selected].classList.remove("selected");
      links[selected].setAttribute("aria-selected", "false");
    }
    selected = (selected + delta + links.length) % links.length;
    links[selected].classList.add("selected");
    links[selected].setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", links[selected].id);
    links[selected].scrollIntoView({ block: "nearest" });
  }
  if (input && results) {
    input.addEventListener("focus", function () { withIndex(function () {}); });
    input.addEventListener("input", function () {
      var query = input.value;
      withIndex(function (index) { if (input.value === query) draw(index, query); });
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { event.preventDefault(); if (!results.hidden) select(1); }
      else if (event.key === "ArrowUp") { event.preventDefault(); if (!results.hidden) select(-1); }
      else if (event.key === "Enter") {
        var links = results.querySelectorAll("a");
        var link = links[selected >= 0 ? selected : 0];
        if (link) { event.preventDefault(); window.location.href = link.href; }
      } else if (event.key === "Escape") { showResults(false); input.blur(); }
    });
    document.addEventListener("click", function (event) {
      if (!results.contains(event.target) && event.target !== input) showResults(false);
    });
  }
  // The table of contents marks the section being read.
  var sectionLinks = document.querySelectorAll(".toc-sections a");
  if (sectionLinks.length && "IntersectionObserver" in window) {
    var byId = {};
    sectionLinks.forEach(function (link) { byId[decodeURIComponent(link.hash.slice(1))] = link; });
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting || !byId[entry.target.id]) return;
        sectionLinks.forEach(function (link) { link.classList.remove("active"); });
        byId[entry.target.id].classList.add("active");
      });
    }, { rootMargin: "0px 0px -70% 0px" });
    document.querySelectorAll("main h2[id]").forEach(function (h) { observer.observe(h); });
  }

  // The print page offers the print dialog.
  var printButton = document.querySelector(".print-button");
  if (printButton) {
    printButton.hidden = false;
    printButton.addEventListener("click", function () { window.print(); });
  }
})();
