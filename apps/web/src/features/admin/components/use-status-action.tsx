import type { CompanyAction } from '@glowmarket/shared/companies';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useChangeCompanyStatus } from '../api/change-company-status';
import { ACTION_COLORS } from './status-actions';

interface Target {
  id: string;
  companyNameShort: string;
}

/** Approve, suspend or reinstate a company after the operator confirms it in a dialog. */
export function useStatusAction() {
  const { t } = useTranslation(['admin', 'common']);
  const change = useChangeCompanyStatus();
  const [running, setRunning] = useState<{ companyId: string; action: CompanyAction } | null>(null);

  function run(company: Target, action: CompanyAction) {
    const name = company.companyNameShort;
    setRunning({ companyId: company.id, action });
    change
      .mutateAsync({ companyId: company.id, action })
      .then(
        () => notifySuccess(t(`actions.${action}.done`, { name })),
        (error: unknown) =>
          notifyFailure(
            t,
            error instanceof ApiError && error.code === 'company_status_conflict'
              ? t('errors.company_status_conflict', { ns: 'common' })
              : t('actionFailed'),
          ),
      )
      .finally(() => setRunning(null));
  }

  function confirm(company: Target, action: CompanyAction) {
    modals.openConfirmModal({
      title: t(`actions.${action}.title`, { name: company.companyNameShort }),
      children: <Text fz="sm">{t(`actions.${action}.text`)}</Text>,
      labels: { confirm: t(`actions.${action}.confirm`), cancel: t('actions.cancel') },
      confirmProps: { color: ACTION_COLORS[action] },
      onConfirm: () => run(company, action),
    });
  }

  /** Whether this action on this company is on its way. */
  function isRunning(companyId: string, action?: CompanyAction) {
    return running?.companyId === companyId && (action === undefined || running.action === action);
  }

  return { confirm, isRunning };
}
