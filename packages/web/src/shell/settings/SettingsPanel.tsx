import { Button, Form, Offcanvas } from 'react-bootstrap';
import { shell } from '../../i18n/shell';
import { NAVBAR_POSITIONS, NAVBAR_STYLES } from './settings';
import { resetSettings, updateSettings, useSettings } from './store';
import { LanguageSwitch } from '../../ui/language/LanguageSwitch';
import { getSession } from '../../api/session';
import { saveStaffLanguage } from '../saveStaffLanguage';

const text = shell.settings;

/** The customize panel: colour scheme, direction, width, navbar position and style, reset. */
export function SettingsPanel({ show, onHide }: { show: boolean; onHide: () => void }) {
  const s = useSettings();
  const styleApplies = s.navbarPosition === 'vertical' || s.navbarPosition === 'combo';
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" className="settings-panel" aria-labelledby="settings-title">
      <Offcanvas.Header closeButton closeLabel={text.close} className="settings-panel__header">
        <div>
          <Offcanvas.Title as="h2" id="settings-title" className="h5 mb-1">
            <i className="bi bi-sliders2 me-2" aria-hidden="true" />
            {text.title}
          </Offcanvas.Title>
          <p className="small mb-0 opacity-75">{text.subtitle}</p>
        </div>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <section className="settings-section">
          <h3 className="settings-section__title">{text.colorScheme}</h3>
          <div className="settings-choices settings-choices--two" role="radiogroup" aria-label={text.colorScheme}>
            {([false, true] as const).map((dark) => (
              <label key={String(dark)} className={`settings-choice ${s.isDark === dark ? 'is-active' : ''}`}>
                <input type="radio" className="visually-hidden" name="scheme" checked={s.isDark === dark} onChange={() => updateSettings({ isDark: dark })} />
                <span className={`scheme-preview scheme-preview--${dark ? 'dark' : 'light'}`} aria-hidden="true">
                  <span /><span /><span />
                </span>
                <span className="settings-choice__label">{dark ? text.dark : text.light}</span>
              </label>
            ))}
          </div>
          <Form.Check
            type="switch"
            id="setting-dark"
            className="mt-3"
            label={text.darkMode}
            checked={s.isDark}
            onChange={(e) => updateSettings({ isDark: e.currentTarget.checked })}
          />
        </section>

        <section className="settings-section">
          <LanguageSwitch save={getSession() ? saveStaffLanguage : undefined} showHint />
        </section>

        <section className="settings-section">
          <Form.Check type="switch" id="setting-rtl" label={text.rtl} checked={s.isRTL} onChange={(e) => updateSettings({ isRTL: e.currentTarget.checked })} />
          <p className="settings-hint">{text.rtlHint}</p>
          <Form.Check type="switch" id="setting-fluid" label={text.fluid} checked={s.isFluid} onChange={(e) => updateSettings({ isFluid: e.currentTarget.checked })} />
          <p className="settings-hint">{text.fluidHint}</p>
        </section>

        <section className="settings-section">
          <h3 className="settings-section__title" id="setting-position-title">{text.navbarPosition}</h3>
          <div className="settings-choices" role="radiogroup" aria-labelledby="setting-position-title">
            {NAVBAR_POSITIONS.map((p) => (
              <label key={p} className={`settings-choice ${s.navbarPosition === p ? 'is-active' : ''}`}>
                <input type="radio" className="visually-hidden" name="navbarPosition" value={p} checked={s.navbarPosition === p} onChange={() => updateSettings({ navbarPosition: p })} />
                <span className={`layout-preview layout-preview--${p}`} aria-hidden="true"><span /><span /><span /></span>
                <span className="settings-choice__label">{text.positions[p]}</span>
              </label>
            ))}
          </div>
        </section>

        <section className="settings-section">
          <h3 className="settings-section__title" id="setting-style-title">{text.navbarStyle}</h3>
          <div className="settings-choices" role="radiogroup" aria-labelledby="setting-style-title">
            {NAVBAR_STYLES.map((st) => (
              <label key={st} className={`settings-choice ${s.navbarStyle === st ? 'is-active' : ''} ${styleApplies ? '' : 'is-disabled'}`}>
                <input
                  type="radio"
                  className="visually-hidden"
                  name="navbarStyle"
                  value={st}
                  checked={s.navbarStyle === st}
                  disabled={!styleApplies}
                  onChange={() => updateSettings({ navbarStyle: st })}
                />
                <span className={`style-preview style-preview--${st}`} aria-hidden="true"><span /><span /></span>
                <span className="settings-choice__label">{text.styles[st]}</span>
              </label>
            ))}
          </div>
          <p className="settings-hint mt-2">{text.navbarStyleHint}</p>
        </section>

        <Button variant="outline-secondary" className="w-100" onClick={resetSettings}>
          <i className="bi bi-arrow-counterclockwise me-2" aria-hidden="true" />
          {text.reset}
        </Button>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
