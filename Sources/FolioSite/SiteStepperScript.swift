import FolioCore

/// The stepper part of the page script: a transcript's steps one at a time, with
/// the screen after the current one; without the script every step is shown.
enum SiteStepperScript {
  /// Sets up each transcript's stepper (not on the print page) and follows links to steps.
  static let stepper = #"""
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

    """#
}
