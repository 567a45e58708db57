import React from "react";
import { trackingAttributes } from "../../lib/analytics";
import { resolveAboutTab, visibleAboutTabs, DEFAULT_ABOUT_TAB, type AboutTab } from "./about-tabs";
import { AboutPanel, type AboutPanelContent } from "./AboutPanel";

export interface AboutRadioProps {
  /** the presets' accessible name */
  label: string;
  tabs: readonly AboutTab[];
  dialScale: readonly number[];
  content: AboutPanelContent;
  /** the tab shown first; anything unknown shows Who We Are */
  initialTab?: string;
}

/** Name of the radio group: one per page, the home page has one About section. */
const GROUP_NAME = "about-tab";

/** How far the knob turns for a preset: a full dial (100 %) is 270°. */
const knobTurn = (position: number) => `${Math.round(position * 2.7)}deg`;

/**
 * Where each preset puts the dial's marker and knob, as custom properties
 * numbered like the presets (--dial-1, --knob-1, …). The stylesheet picks the
 * pair of the checked preset (.about-radio in global.css), so the radio
 * answers a tap with no script at all.
 */
function presetPositions(tabs: readonly AboutTab[]): React.CSSProperties {
  const properties: Record<string, string> = {};
  tabs.forEach((tab, index) => {
    properties[`--dial-${index + 1}`] = `${tab.position}%`;
    properties[`--knob-${index + 1}`] = knobTurn(tab.position);
  });
  return properties as React.CSSProperties;
}

/**
 * Section 3: the About presets dressed as a vintage radio (1024 px and up: a
 * wooden cabinet, a dial whose marker slides to the preset's position, push
 * buttons as presets). Below 1024 px the cabinet is dropped and the same
 * buttons render as a plain tab strip.
 *
 * The presets are native radio inputs and every panel is in the page; CSS
 * shows the panel, readout, marker and knob of the checked one. So a tap works
 * from the first paint (and without JavaScript), search engines read every
 * panel, and React has nothing to take over: a choice made before hydration
 * stays. Arrow keys move between presets as in any radio group; the page
 * runtime adds Home and End (plugins/gatsby-plugin-swc-delivery/page-runtime/radio-presets.ts). A tap is
 * tracked as radio_clicked by the page's one click listener.
 */
export function AboutRadio({ label, tabs, dialScale, content, initialTab = DEFAULT_ABOUT_TAB }: AboutRadioProps) {
  const visible = visibleAboutTabs(tabs);
  const initial = resolveAboutTab(tabs, initialTab);

  return (
    <div className="about-radio mx-auto max-w-5xl" style={presetPositions(visible)}>
      <div className="radio-cabinet">
        {/* The dial: decoration that mirrors the checked preset, so hidden from assistive tech. */}
        <div aria-hidden="true" data-radio-dial className="hidden lg:block">
          <div className="radio-dial">
            <div className="flex items-center justify-between text-xs font-bold uppercase tracking-[0.3em] text-radio-wood/70">
              <span>FM</span>
              <span className="font-mono text-base normal-case tracking-normal text-radio-wood">
                {visible.map((tab) => (
                  <span key={tab.id} data-radio-readout className="radio-readout">
                    {tab.freq} MHz
                  </span>
                ))}
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
              <span data-dial-marker className="radio-dial-marker" />
            </div>
          </div>
        </div>

        <div className="lg:mt-7 lg:grid lg:grid-cols-[1fr_auto_1fr] lg:items-center lg:gap-8">
          <div aria-hidden="true" className="radio-grille" />
          <fieldset data-radio-presets className="grid min-w-0 grid-cols-3 border-b border-paper-line lg:flex lg:gap-4 lg:border-0">
            <legend className="sr-only">{label}</legend>
            {visible.map((tab) => (
              <label key={tab.id} className="radio-tab relative">
                <input
                  type="radio"
                  name={GROUP_NAME}
                  value={tab.id}
                  defaultChecked={tab.id === initial.id}
                  // covers its label, so a tap anywhere on the button lands on the input itself
                  className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
                  {...trackingAttributes({ event_name: "radio_clicked", event_detail: "N/A", event_text: tab.label, component_name: "radio" })}
                />
                <span aria-hidden="true" className="radio-tab-freq">
                  {tab.freq}
                </span>
                <span>{tab.label}</span>
              </label>
            ))}
          </fieldset>
          <div aria-hidden="true" className="hidden items-center justify-end gap-5 lg:flex">
            <span className="radio-lamp" />
            <span data-radio-knob className="radio-knob">
              <span className="absolute top-2 h-5 w-1.5 rounded-full bg-radio-wood" />
            </span>
          </div>
        </div>
      </div>

      <div className="radio-panels">
        {visible.map((tab) => (
          <div key={tab.id} data-about-panel={tab.id} className="radio-panel card mt-8 p-7 sm:p-10">
            <AboutPanel id={tab.id} content={content} />
          </div>
        ))}
      </div>
    </div>
  );
}
