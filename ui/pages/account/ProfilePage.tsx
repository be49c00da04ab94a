import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { IMAGE_ACCEPT, PHONE_FORMAT_HINT, pickImageVariant, PLACEHOLDER_IMAGE, problemText, profileInputOf, regionOfCity, type ProfileEditor, type ProfileInput } from '../../../core';
import { useLocations } from '../../api/location-queries';
import { Button } from '../../components/Button';
import { PageError, PageLoading } from '../../components/PageState';
import { UploadTile } from '../../components/UploadTile';
import { useAccountForm } from '../../hooks/useFeatureUseCase';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { useSessionView } from '../../session/useSessionView';
import { AccountActions } from './AccountActions';
import { BlockedUsers } from './BlockedUsers';
import { FormField } from './FormField';
import { SmsCodeStep } from './SmsCodeStep';
import styles from './AccountForm.module.css';

/** docs/product/accounts.md my profile: names, numbers, town, picture; a changed phone number is saved with its SMS code. */
export function ProfilePage() {
  const t = useText();
  useDocumentMeta({ title: t('page.myProfile') });
  const { user } = useSessionView();
  const handle = useAccountForm((forms) => forms.profileEditor());
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <div className={`${styles.card} ${styles.wide}`}>
        <h1 id="profile-title" className={styles.title}>
          {t('page.myProfile')}
        </h1>
        {handle.form && user ? (
          <ProfileForm key={String(user.id)} editor={handle.form} initial={profileInputOf(user)} email={user.email ?? ''} phoneVerified={user.phone_verified === true} picture={user.profile_image ? pickImageVariant(user.profile_image, 168) : null} />
        ) : handle.failed ? (
          <PageError onRetry={handle.retry} />
        ) : (
          <PageLoading />
        )}
        {handle.form && user && <BlockedUsers />}
        {handle.form && user && <AccountActions />}
      </div>
    </section>
  );
}

function ProfileForm({ editor, initial, email, phoneVerified, picture }: { editor: ProfileEditor; initial: ProfileInput; email: string; phoneVerified: boolean; picture: string | null }) {
  const t = useText();
  const language = useLanguage();
  const { problems, saving, progress, imageFailed, phoneCodeFor } = useObservableState(editor);
  const [input, setInput] = useState<ProfileInput>(initial);
  const set = <K extends keyof ProfileInput>(field: K) => (value: ProfileInput[K]) => setInput((current) => ({ ...current, [field]: value }));
  const locations = useLocations();
  const [regionId, setRegionId] = useState<number | null>(null);
  const region = useMemo(() => {
    const regions = locations.data ?? [];
    return regions.find((candidate) => candidate.id === regionId) ?? regionOfCity(regions, input.locationId);
  }, [locations.data, regionId, input.locationId]);
  const preview = usePreview(input.image);

  if (phoneCodeFor) {
    return (
      <>
        <h2 className={styles.sectionTitle}>{t('profile.phoneCodeTitle')}</h2>
        <SmsCodeStep
          phone={phoneCodeFor}
          smsCode={editor.smsCode}
          problem={problems.code}
          submitLabel={t('profile.confirmPhone')}
          busy={saving}
          onSubmit={(code) => void editor.confirmPhone(input, code)}
          onBack={() => editor.cancelPhoneChange()}
          backLabel={t('profile.cancel')}
        />
      </>
    );
  }

  const save = async () => {
    if (await editor.save(input)) setInput((current) => ({ ...current, image: null }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.section}>
        <legend>{t('profile.image')}</legend>
        {/* The picture on the upload tile (issue 39): picked, dropped or taken with the front camera; a failed upload retries the save. */}
        <UploadTile
          hint={t('profile.imageHint')}
          accept={IMAGE_ACCEPT}
          capture="user"
          onFiles={([image]) => image && set('image')(image)}
          preview={preview ?? picture}
          placeholder={PLACEHOLDER_IMAGE}
          shape="round"
          progress={progress}
          error={problems.image ? problemText(problems.image, language) : imageFailed}
          onRetry={problems.image ? undefined : () => void save()}
          disabled={saving}
          inputTestId="avatar-input"
        />
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('profile.personal')}</legend>
        <FormField label={t('profile.displayName')} value={input.displayName} onValue={set('displayName')} problem={problems.displayName} autoComplete="nickname" />
        <div className={styles.row}>
          <FormField label={t('register.firstName')} value={input.firstName} onValue={set('firstName')} problem={problems.firstName} autoComplete="given-name" />
          <FormField label={t('register.lastName')} value={input.lastName} onValue={set('lastName')} problem={problems.lastName} autoComplete="family-name" />
        </div>
        <FormField label={t('register.companyName')} value={input.companyName} onValue={set('companyName')} problem={problems.companyName} autoComplete="organization" />
        <FormField label={t('login.email')} value={email} onValue={() => undefined} readOnly hint={t('profile.emailReadOnly')} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('profile.contact')}</legend>
        <FormField
          label={t('login.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={input.phone}
          onValue={set('phone')}
          problem={problems.phone}
          hint={`${PHONE_FORMAT_HINT} · ${phoneVerified && input.phone === initial.phone ? t('profile.phoneVerified') : t('profile.phoneNotVerified')}`}
        />
        <div className={styles.row}>
          <FormField label={t('register.whatsapp')} type="tel" inputMode="tel" value={input.whatsappPhone} onValue={set('whatsappPhone')} problem={problems.whatsappPhone} />
          <FormField label={t('register.viber')} type="tel" inputMode="tel" value={input.viberPhone} onValue={set('viberPhone')} problem={problems.viberPhone} />
        </div>
        <div className={styles.row}>
          <label className={styles.field}>
            {t('profile.region')}
            <select
              value={region?.id ?? ''}
              onChange={(event) => {
                setRegionId(event.target.value ? Number(event.target.value) : null);
                set('locationId')(null);
              }}
            >
              <option value="">{t('profile.chooseRegion')}</option>
              {(locations.data ?? []).map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('profile.city')}
            <select value={input.locationId ?? ''} disabled={!region} onChange={(event) => set('locationId')(event.target.value ? Number(event.target.value) : null)}>
              <option value="">{t('profile.chooseCity')}</option>
              {(region?.cities ?? []).map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </fieldset>
      <Button type="submit" size="medium" block loading={saving}>
        {t('profile.save')}
      </Button>
    </form>
  );
}

/** An object URL for the chosen picture, revoked when it changes or the form goes. */
function usePreview(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
