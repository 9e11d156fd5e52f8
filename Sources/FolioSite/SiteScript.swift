import FolioCore

/// The site's two small scripts. Everything works without them (every step shown,
/// the table of contents reachable through its link); they add the theme switch,
/// the stepper, search, arrow-key navigation and the phone sidebar.
enum SiteScript {
  /// `assets/theme.js`, loaded in the head before the page is drawn so a remembered
  /// theme shows without a flash; it also marks the page as having JavaScript.
  static let theme = #"""
    (function () {
      var root = document.documentElement;
      root.className += (root.className ? " " : "") + "js";
      try {
        var theme = localStorage.getItem("folio-theme");
        if (theme === "light" || theme === "dark") root.setAttribute("data-theme", theme);
      } catch (e) {}
      var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
      root.setAttribute("data-effective-theme", root.getAttribute("data-theme") || (dark ? "dark" : "light"));
    })();

    """#

  /// `assets/folio.js`, the page script: one function scope made of the parts below,
  /// in an order that matters (highlights before steppers, which look for them).
  static let page =
    opening + SiteSearchScript.words + SiteSearchScript.highlight + SiteStepperScript.stepper + keys
    + SiteSearchScript.search + closing

  /// The start of the page script: the theme switch and the phone sidebar.
  static let opening = #"""
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

    """#

  /// Arrow keys turn pages, or steps inside a transcript; `/` searches.
  static let keys = #"""
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

    """#

  /// The table of contents follows the reading; the print page offers the dialog.
  static let closing = #"""
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

    """#
}
