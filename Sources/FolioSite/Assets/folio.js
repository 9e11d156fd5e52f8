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
  var sidebar = document.getElementById("sidebar");
  var menu = document.querySelector(".menu-button");
  function closeSidebar() { if (sidebar) sidebar.classList.remove("open"); }
  if (menu && sidebar) menu.addEventListener("click", function (event) {
    event.preventDefault();
    sidebar.classList.toggle("open");
    if (sidebar.classList.contains("open")) {
      var current = sidebar.querySelector("[aria-current]");
      if (current) current.focus();
    }
  });
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
  function setUpStepper(figure) {
    var steps = figure.querySelectorAll("li.step");
    var bar = figure.querySelector(".stepper");
    if (!bar || steps.length < 2) return;
    var count = bar.querySelector(".step-count");
    var previous = bar.querySelector(".step-prev");
    var next = bar.querySelector(".step-next");
    var all = bar.querySelector(".step-all");
    var current = 0;
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
  function revealTarget() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var target = id && document.getElementById(id);
    if (!target || !target.classList.contains("step")) return;
    var figure = target.closest("figure.transcript");
    if (!figure || !figure.folioGo) return;
    figure.folioGo(Array.prototype.indexOf.call(figure.querySelectorAll("li.step"), target));
    target.scrollIntoView();
  }
  window.addEventListener("hashchange", revealTarget);
  revealTarget();
  // Keys: ← and → turn pages (or steps, inside a transcript), / searches, Esc closes.
  var input = document.getElementById("search-input");
  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    var target = event.target;
    if (event.key === "Escape") { closeSidebar(); return; }
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    if (event.shiftKey) return;
    if (event.key === "/" && input) {
      event.preventDefault();
      input.focus();
      return;
    }
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    var delta = event.key === "ArrowLeft" ? -1 : 1;
    var figure = target && target.closest && target.closest("figure.transcript");
    if (figure && figure.folioStep) {
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
  function lookUp(index, query) {
    var terms = words(query);
    if (!terms.length) return { terms: terms, hits: [] };
    if (!index.keys) index.keys = Object.keys(index.terms).sort();
    var keys = index.keys;
    var total = index.docs.length;
    var scores = null;
    terms.forEach(function (term) {
      var here = {};
      var low = 0, high = keys.length;
      while (low < high) { var mid = (low + high) >> 1; if (keys[mid] < term) low = mid + 1; else high = mid; }
      for (var k = low; k < keys.length && keys[k].lastIndexOf(term, 0) === 0; k++) {
        var postings = index.terms[keys[k]];
        var weight = Math.log(1 + total / (postings.length / 2)) * (keys[k] === term ? 1 : 0.6);
        for (var p = 0; p < postings.length; p += 2) here[postings[p]] = (here[postings[p]] || 0) + postings[p + 1] * weight;
      }
      if (scores === null) { scores = here; return; }
      Object.keys(scores).forEach(function (doc) {
        if (here[doc] === undefined) delete scores[doc]; else scores[doc] += here[doc];
      });
    });
    var hits = Object.keys(scores || {}).map(function (doc) {
      var d = index.docs[doc];
      var title = words(d[3]);
      var boost = terms.filter(function (t) { return title.some(function (w) { return w.lastIndexOf(t, 0) === 0; }); }).length * 5;
      return { doc: +doc, score: scores[doc] + boost };
    });
    hits.sort(function (a, b) { return b.score - a.score || a.doc - b.doc; });
    return { terms: terms, hits: hits.slice(0, 12) };
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
  function draw(index, query) {
    var found = lookUp(index, query);
    results.textContent = "";
    selected = -1;
    if (!found.terms.length) { results.hidden = true; return; }
    if (!found.hits.length) {
      var none = document.createElement("div");
      none.className = "none";
      none.textContent = "Nothing found for \u201c" + query.trim() + "\u201d";
      results.appendChild(none);
    }
    var pattern = termPattern(found.terms);
    found.hits.forEach(function (hit) {
      var d = index.docs[hit.doc];
      var link = document.createElement("a");
      link.href = d[0] + "?highlight=" + encodeURIComponent(found.terms.join(" ")) + (d[1] ? "#" + d[1] : "");
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
    results.hidden = false;
  }
  function select(delta) {
    var links = results.querySelectorAll("a");
    if (!links.length) return;
    if (selected >= 0) links[selected].classList.remove("selected");
    selected = (selected + delta + links.length) % links.length;
    links[selected].classList.add("selected");
    links[selected].scrollIntoView({ block: "nearest" });
  }
  if (input && results) {
    input.addEventListener("focus", function () { withIndex(function () {}); });
    input.addEventListener("input", function () {
      var query = input.value;
      withIndex(function (index) { if (input.value === query) draw(index, query); });
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { event.preventDefault(); select(1); }
      else if (event.key === "ArrowUp") { event.preventDefault(); select(-1); }
      else if (event.key === "Enter") {
        var links = results.querySelectorAll("a");
        var link = links[selected >= 0 ? selected : 0];
        if (link) { event.preventDefault(); window.location.href = link.href; }
      } else if (event.key === "Escape") { results.hidden = true; input.blur(); }
    });
    document.addEventListener("click", function (event) {
      if (!results.contains(event.target) && event.target !== input) results.hidden = true;
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
