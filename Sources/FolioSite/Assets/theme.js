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
