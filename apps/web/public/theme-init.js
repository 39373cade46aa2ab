// A blocking script in <head> (external, not inline, so the strict Content-Security-Policy allows it).
(function () {
  // The theme class before first paint.
  try {
    var stored = localStorage.getItem('theme');
    var theme = stored === 'light' || stored === 'dark' ? stored : 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {
    // No storage (private mode, blocked): the system theme stands.
  }

  // A pre-rendered page (scripts/prerender.mjs) is readable before any script runs. Its app modules are named on this
  // tag instead of in <head>, and fetched once the page has painted: on a slow connection they would otherwise share
  // the bandwidth with the stylesheet and hold back the first paint.
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var modules = (tag.getAttribute('data-modules') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < modules.length; i++) {
      if (!modules[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = modules[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // requestAnimationFrame runs just before the first frame is painted; the timeout then runs after it. A hidden tab
  // paints nothing (and runs no frames): start at once.
  function afterFirstPaint() {
    if (document.visibilityState === 'hidden') start();
    else requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
