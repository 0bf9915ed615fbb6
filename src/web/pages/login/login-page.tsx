import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useRedirectAfterSignIn } from "../../features/auth/use-redirect-after-sign-in.ts";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

/** /login, "Área de Cliente": in the visitor's language (decision 0046). */
export function LoginPage() {
  useRedirectAfterSignIn();
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  // Back from the e-mailed verification link: ?verified=1, or ?error=… when the link failed.
  const verified = params.get("verified") === "1";
  const verifyFailed = verified && params.has("error");
  const [tab, setTab] = useState("signin");
  // After Criar Conta (which does not sign in), Entrar opens with the new account's e-mail.
  const [createdEmail, setCreatedEmail] = useState("");
  const onCreated = (email: string) => {
    setCreatedEmail(email);
    setTab("signin");
  };
  return (
    <div className="flex justify-center px-4 py-12 sm:py-20">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle asChild>
            <h1 className="text-2xl">{t("login.title")}</h1>
          </CardTitle>
          <CardDescription>{t("login.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {verified && (
            <Alert variant={verifyFailed ? "info" : "success"} className="mb-6">
              {verifyFailed ? <TriangleAlert aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
              <AlertDescription>{verifyFailed ? t("login.verifyFailed") : t("login.verified")}</AlertDescription>
            </Alert>
          )}
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="mb-6 grid w-full grid-cols-2">
              <TabsTrigger value="signin">{t("login.signInTab")}</TabsTrigger>
              <TabsTrigger value="signup">{t("login.signUpTab")}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm key={createdEmail} defaultEmail={createdEmail} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onCreated={onCreated} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
