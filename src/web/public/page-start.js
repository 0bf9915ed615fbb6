// Starts the web app on a page the server has already rendered (src/server/modules/pages/spa.ts):
// once the page is on screen with its main picture (the hero's <img fetchpriority="high">)
// painted, so the app's scripts never compete with the first paint or hold the picture back.
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
  function afterFrames(count, done) {
    requestAnimationFrame(function () {
      if (count > 1) afterFrames(count - 1, done);
      else setTimeout(done, 0);
    });
  }
  var hero = document.querySelector('img[fetchpriority="high"]');
  var lcp = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (hero && lcp && lcp.indexOf("largest-contentful-paint") >= 0) {
    // The browser reports the hero's paint: start right after it.
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].element === hero) {
          observer.disconnect();
          setTimeout(start, 0);
        }
      }
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    // The hero may never be the largest paint (a long text on a wide screen): then two frames
    // after it has loaded, and at the latest 2.5 s after the page's first frame.
    var loaded = function () {
      afterFrames(2, start);
    };
    if (hero.complete) afterFrames(3, start);
    else {
      hero.addEventListener("load", loaded, { once: true });
      hero.addEventListener("error", loaded, { once: true });
    }
    afterFrames(1, function () {
      setTimeout(start, 2500);
    });
  } else if (hero && !hero.complete) {
    hero.addEventListener("load", function () {
      afterFrames(2, start);
    });
    afterFrames(1, function () {
      setTimeout(start, 2500);
    });
  } else {
    afterFrames(1, start);
  }
  // A page opened in a background tab gets no animation frame until it is shown.
  if (document.visibilityState === "hidden") setTimeout(start, 250);
})();
