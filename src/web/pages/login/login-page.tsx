import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useRedirectAfterSignIn } from "../../features/auth/use-redirect-after-sign-in.ts";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

export function LoginPage() {
  useRedirectAfterSignIn();
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
            <h1 className="text-2xl">Área de Cliente</h1>
          </CardTitle>
          <CardDescription>Entre na sua conta ou crie uma nova.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="mb-6 grid w-full grid-cols-2">
              <TabsTrigger value="signin">Entrar</TabsTrigger>
              <TabsTrigger value="signup">Criar Conta</TabsTrigger>
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
