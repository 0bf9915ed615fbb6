// Starts the web app on a page the server has already rendered (src/server/modules/pages/spa.ts):
// once the page is on screen, so the app's scripts never compete with its first paint.
(function () {
  var script = document.currentScript;
  var main = script && script.getAttribute("data-main");
  if (!main) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(main);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A page opened in a background tab gets no animation frame until it is shown.
  setTimeout(start, 250);
})();
