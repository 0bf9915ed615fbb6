import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button.tsx";

/**
 * What a page shows when it cannot be shown: its download failed (the connection dropped, or the
 * site was updated since this tab opened and the old file is gone) or it broke while rendering.
 * "Try again" loads the address afresh, which fetches the current files.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-lg font-medium">{t("common.error")}</p>
      <Button onClick={() => window.location.reload()}>{t("common.retry")}</Button>
    </div>
  );
}
