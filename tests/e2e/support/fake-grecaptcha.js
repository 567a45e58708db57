/*
 * A local stand-in for Google's reCAPTCHA v2 script (api.js?onload=…&render=explicit),
 * served by the browser tests in place of https://www.google.com/recaptcha/api.js.
 * Same global API as Google's: grecaptcha.render / reset / getResponse / execute / ready.
 *
 * The widget is a labelled checkbox, "I'm not a robot"; ticking it hands out a
 * token the local fake siteverify accepts once (scripts/lib/fake-siteverify.mjs).
 * Tests steer it through window.__fakeRecaptcha:
 *   nextToken = "fake-reject-…"  the next tick yields that token instead
 *   expire() / error()          fire the widget's expired / error callback
 */
(function () {
  var widgets = [];
  var counter = 0;

  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error("fake grecaptcha: no widget " + id);
    return found;
  }

  function setChecked(w, checked) {
    w.box.setAttribute("aria-checked", checked ? "true" : "false");
    w.mark.textContent = checked ? "\u2713" : "";
  }

  function render(container, params) {
    var host = typeof container === "string" ? document.getElementById(container) : container;
    var id = widgets.length;
    var root = document.createElement("div");
    root.setAttribute("data-fake-recaptcha", String(id));
    root.style.cssText =
      "box-sizing:border-box;width:304px;height:78px;display:flex;align-items:center;gap:12px;padding:0 14px;" +
      "border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;font:14px Roboto,Arial,sans-serif;color:#222";
    var box = document.createElement("button");
    box.type = "button";
    box.setAttribute("role", "checkbox");
    box.setAttribute("aria-checked", "false");
    box.setAttribute("aria-label", "I'm not a robot");
    box.style.cssText = "width:28px;height:28px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;color:#0a7d32;font-size:20px;line-height:1;cursor:pointer";
    var mark = document.createElement("span");
    mark.setAttribute("aria-hidden", "true");
    box.appendChild(mark);
    var text = document.createElement("span");
    text.setAttribute("aria-hidden", "true");
    text.textContent = "I'm not a robot";
    root.appendChild(box);
    root.appendChild(text);
    host.appendChild(root);

    var w = { id: id, params: params || {}, box: box, mark: mark, response: "" };
    widgets.push(w);
    box.addEventListener("click", function () {
      if (w.response) return;
      var control = window.__fakeRecaptcha;
      var token = control.nextToken || "fake-pass-" + Date.now().toString(36) + "-" + ++counter;
      control.nextToken = null;
      w.response = token;
      setChecked(w, true);
      if (typeof w.params.callback === "function") w.params.callback(token);
    });
    return id;
  }

  function reset(id) {
    var w = widget(id);
    w.response = "";
    setChecked(w, false);
  }

  function fire(name, id) {
    var w = widget(id === undefined ? widgets.length - 1 : id);
    w.response = "";
    setChecked(w, false);
    if (typeof w.params[name] === "function") w.params[name]();
  }

  window.grecaptcha = {
    render: render,
    reset: reset,
    getResponse: function (id) {
      return widget(id).response;
    },
    execute: function () {},
    ready: function (callback) {
      callback();
    },
  };
  window.__fakeRecaptcha = {
    nextToken: null,
    widgets: widgets,
    expire: function (id) {
      fire("expired-callback", id);
    },
    error: function (id) {
      fire("error-callback", id);
    },
  };

  var src = (document.currentScript && document.currentScript.src) || "";
  var onload = new URL(src, location.href).searchParams.get("onload");
  // Like Google's loader, call back after this script has finished loading
  // (react-async-script only accepts the callback once the script's load event fired).
  if (onload) {
    setTimeout(function () {
      if (typeof window[onload] === "function") window[onload]();
    }, 0);
  }
})();
