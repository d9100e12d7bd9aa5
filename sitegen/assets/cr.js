/* Reference previews and card-table results (search: cr-search.js). No markup is built from text:
   previews are set with textContent. */
(function () {
  "use strict";

  function siteBase() {
    var meta = document.querySelector('meta[name="cr-base"]');
    var base = meta ? meta.getAttribute("content") || "." : ".";
    return new URL(base.replace(/\/?$/, "/"), window.location.href).pathname;
  }

  /* -- hover / focus preview of a referenced rule ------------------------------- */
  var box = null;
  function preview() {
    if (!box) {
      box = document.createElement("div");
      box.className = "cr-preview";
      box.setAttribute("role", "tooltip");
      box.id = "cr-preview";
      box.hidden = true;
      document.body.appendChild(box);
    }
    return box;
  }
  function show(link) {
    var text = link.getAttribute("data-preview");
    if (!text) return;
    var b = preview();
    b.textContent = text;
    b.hidden = false;
    var r = link.getBoundingClientRect();
    b.style.left = Math.max(8, Math.min(window.scrollX + r.left, window.scrollX + document.documentElement.clientWidth - 420)) + "px";
    b.style.top = (window.scrollY + r.bottom + 6) + "px";
    link.setAttribute("aria-describedby", "cr-preview");
  }
  function hide(link) {
    if (box) box.hidden = true;
    if (link) link.removeAttribute("aria-describedby");
  }
  function refOf(ev) {
    var t = ev.target;
    return t && t.closest ? t.closest("a.cr-ref[data-preview]") : null;
  }
  document.addEventListener("mouseover", function (ev) { var l = refOf(ev); if (l) show(l); });
  document.addEventListener("mouseout", function (ev) { var l = refOf(ev); if (l) hide(l); });
  document.addEventListener("focusin", function (ev) { var l = refOf(ev); if (l) show(l); });
  document.addEventListener("focusout", function (ev) { var l = refOf(ev); if (l) hide(l); });

  /* -- a card-table row's result: open its <details> when the badge (or a link) lands on it -- */
  function openTarget() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var el = id ? document.getElementById(id) : null;
    var d = el && el.closest ? el.closest("details.cr-row-result") : null;
    if (d && !d.open) {
      d.open = true;
      el.scrollIntoView();
    }
  }
  window.addEventListener("hashchange", openTarget);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", openTarget);
  } else {
    openTarget();
  }

})();
