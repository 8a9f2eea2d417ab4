import { useLanguage } from '../../i18n/use-language';
import { GLOBE_PATHS } from '../../shared/ui/first-screen-icons';
import { SvgIcon } from '../../shared/ui/svg-icon';

/** Before sign-in there is no settings page: offer the other language on every centred page. */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const other = language === 'en' ? 'zh-HK' : 'en';
  return (
    <button
      type="button"
      className="language-switch"
      lang={other}
      onClick={() => setLanguage(other)}
    >
      <SvgIcon paths={GLOBE_PATHS} size={18} />
      {other === 'en' ? 'English' : '繁體中文'}
    </button>
  );
}
