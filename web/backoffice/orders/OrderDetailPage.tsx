/**
 * /backend/orders/:id: one order for staff (backoffice.md §3 local settings, §4 status actions,
 * §7 order calls, §8 errors). Loads GET /api/orders/{id}; a failed load shows its German message
 * here and 'Erneut versuchen' in the global error entry; an unknown order (404, or 403 for
 * another branch's order: an employee learns no more than that) says so.
 */
import { Link, useParams } from 'react-router';
import { pageTitle, useDocumentTitle } from '../../common/document';
import { ApiError } from '../../common/api';
import { ErrorState, Loading } from '../../common/ui';
import { t } from '../i18n';
import { useOrder } from './detail/api';
import { OrderDetail } from './detail/OrderDetail';
import './detail/order-detail.css';

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const number = order.data?.ticketNumber;
  useDocumentTitle(pageTitle(number !== undefined ? t('orderDetail.titleWithNumber', { number }) : t('orderDetail.title'), t('web.backoffice.title')));

  return (
    <>
      <Link to="/orders/current" className="od-back">
        {t('orderDetail.back')}
      </Link>
      {order.data ? (
        <OrderDetail order={order.data} />
      ) : order.isPending ? (
        <Loading />
      ) : order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 403) ? (
        <>
          <h1>{t('orderDetail.title')}</h1>
          <p role="alert">{t('orderDetail.notFound')}</p>
        </>
      ) : (
        <>
          <h1>{t('orderDetail.title')}</h1>
          <ErrorState message={order.error?.message ?? t('orderDetail.loadFailed')} />
        </>
      )}
    </>
  );
}
