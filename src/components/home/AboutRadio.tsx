import React, { useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { resolveAboutTab, tabIdForKey, visibleAboutTabs, DEFAULT_ABOUT_TAB, type AboutPanelId, type AboutTab } from "./about-tabs";
import { AboutPanel, type AboutPanelContent } from "./AboutPanel";

export interface AboutRadioProps {
  tabs: readonly AboutTab[];
  dialScale: readonly number[];
  content: AboutPanelContent;
  /** the tab shown first; anything unknown shows Who We Are */
  initialTab?: string;
}

const tabId = (id: string) => `about-tab-${id}`;
const panelId = (id: string) => `about-panel-${id}`;

/**
 * Section 3: the About tabs dressed as a vintage radio (1024 px and up: a
 * wooden cabinet, a dial whose marker slides to the preset's position, push
 * buttons as tabs). Below 1024 px the cabinet is dropped and the same tab
 * buttons render as a plain tab strip — one tab list, so keyboard and screen
 * reader behaviour never differ between the two looks.
 */
export function AboutRadio({ tabs, dialScale, content, initialTab = DEFAULT_ABOUT_TAB }: AboutRadioProps) {
  const [value, setValue] = useState<string>(initialTab);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const visible = visibleAboutTabs(tabs);
  const active = resolveAboutTab(tabs, value);

  function select(id: AboutPanelId, label: string) {
    setValue(id);
    track({ event_name: "radio_clicked", event_detail: "N/A", event_text: label, component_name: "radio" });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const next = tabIdForKey(
      visible.map((tab) => tab.id),
      active.id,
      event.key,
    );
    if (!next) return;
    event.preventDefault();
    const tab = visible.find((candidate) => candidate.id === next)!;
    if (tab.id !== active.id) select(tab.id, tab.label);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div className="mx-auto max-w-5xl">
      <div className="radio-cabinet">
        {/* The dial: decoration that mirrors the selected tab, so hidden from assistive tech. */}
        <div aria-hidden="true" data-radio-dial className="hidden lg:block">
          <div className="radio-dial">
            <div className="flex items-center justify-between text-xs font-bold uppercase tracking-[0.3em] text-radio-wood/70">
              <span>FM</span>
              <span className="font-mono text-base normal-case tracking-normal text-radio-wood" data-radio-readout>
                {active.freq} MHz
              </span>
            </div>
            <div className="relative mt-3 h-16">
              <ol className="absolute inset-x-0 top-0 flex justify-between font-mono text-sm font-semibold text-radio-wood" data-dial-scale>
                {dialScale.map((mark) => (
                  <li key={mark} className="w-8 text-center">
                    {mark}
                  </li>
                ))}
              </ol>
              <div className="radio-dial-ticks" />
              <span
                data-dial-marker
                className="radio-dial-marker"
                style={{ left: `${active.position}%` }}
              />
            </div>
          </div>
        </div>

        <div className="lg:mt-7 lg:grid lg:grid-cols-[1fr_auto_1fr] lg:items-center lg:gap-8">
          <div aria-hidden="true" className="radio-grille" />
          <div
            role="tablist"
            aria-label="About SWC"
            onKeyDown={onKeyDown}
            className="grid grid-cols-3 border-b border-paper-line lg:flex lg:gap-4 lg:border-0"
          >
            {visible.map((tab) => {
              const selected = tab.id === active.id;
              return (
                <button
                  key={tab.id}
                  ref={(node) => {
                    if (node) buttons.current.set(tab.id, node);
                    else buttons.current.delete(tab.id);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(tab.id)}
                  aria-selected={selected}
                  aria-controls={panelId(tab.id)}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => select(tab.id, tab.label)}
                  // looks for both states live in global.css (.radio-tab), keyed on aria-selected
                  className="radio-tab"
                >
                  <span aria-hidden="true" className="radio-tab-freq">
                    {tab.freq}
                  </span>
                  <span>{tab.label}</span>
                </button>
              );
            })}
          </div>
          <div aria-hidden="true" className="hidden items-center justify-end gap-5 lg:flex">
            <span className="radio-lamp" />
            <span
              data-radio-knob
              className="radio-knob"
              style={{ transform: `rotate(${Math.round(active.position * 2.7)}deg)` }}
            >
              <span className="absolute top-2 h-5 w-1.5 rounded-full bg-radio-wood" />
            </span>
          </div>
        </div>
      </div>

      <div
        role="tabpanel"
        id={panelId(active.id)}
        aria-labelledby={tabId(active.id)}
        tabIndex={0}
        className="card mt-8 p-7 sm:p-10"
      >
        <AboutPanel id={active.id} content={content} />
      </div>
    </div>
  );
}
