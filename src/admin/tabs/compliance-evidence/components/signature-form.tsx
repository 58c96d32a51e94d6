import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import styled from 'styled-components'
import { resourceKeys } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import {
  Button,
  Card,
  Form,
  FormActions,
  RadioGroup,
  Stack,
  TextField,
  useFormSubmit,
  useToast,
} from '@/ui'
import type { DocumentRecord } from '@/shared/documents'
import { signDocument, type SignInput } from '../api/signing-requests'
import { describePlacement, PlacementMap, type Placement } from './placement-map'
import { SignaturePad } from './signature-pad'

type Method = SignInput['method']

const METHODS = [
  { value: 'typed', label: 'Type a name' },
  { value: 'drawn', label: 'Draw with a mouse, pen or finger' },
]

/** The signature (typed or drawn), where it goes, and "Sign and save". */
export function SignatureForm({ doc, investorId }: { doc: DocumentRecord; investorId: number }) {
  const me = useCurrentUser().user
  const client = useQueryClient()
  const toast = useToast()
  const typedHelp = useId()
  const [method, setMethod] = useState<Method>('typed')
  const [name, setName] = useState(me ? `${me.name} ${me.surname ?? ''}`.trim() : '')
  const [image, setImage] = useState<string | null>(null)
  const [place, setPlace] = useState<Placement>({ page: 1, x: 0.7, y: 0.85 })
  const [pageText, setPageText] = useState('1')

  const sign = useFormSubmit((input: SignInput) => signDocument(client, doc, input), {
    onSuccess: async (saved) => {
      toast.success(`Signed copy saved by ${saved.signed_by_name ?? name}.`)
      setImage(null)
      await client.invalidateQueries({ queryKey: resourceKeys('documents').all })
    },
  })

  const submit = () =>
    void sign.submit({
      user_id: investorId,
      signer_name: name.trim(),
      method,
      signature_image: method === 'drawn' ? image : null,
      page: Number(pageText) || 0,
      x: place.x,
      y: place.y,
    })

  return (
    <Card title="Your signature">
      <Form onSubmit={submit} submission={sign} aria-label="Sign the document">
        <RadioGroup
          legend="How to sign"
          name="method"
          value={method}
          onChange={(v) => setMethod(v as Method)}
          options={METHODS}
          error={sign.errorFor('method')}
        />
        <TextField
          label="Signer's full name"
          name="signer_name"
          autoComplete="name"
          required
          value={name}
          error={sign.errorFor('signer_name')}
          hint={method === 'typed' ? 'Typed as your signature.' : 'Printed beside the drawing.'}
          onChange={(e) => {
            setName(e.target.value)
            sign.clearFieldError('signer_name')
          }}
        />
        {method === 'typed' ? (
          <StyledTyped aria-hidden="true">{name.trim() || 'Your name'}</StyledTyped>
        ) : (
          <>
            <p id={typedHelp}>
              Draw in the box below. Can&apos;t draw? Choose &ldquo;Type a name&rdquo; above.
            </p>
            <SignaturePad
              describedBy={typedHelp}
              error={sign.errorFor('signature_image')}
              onChange={(png) => {
                setImage(png)
                sign.clearFieldError('signature_image')
              }}
            />
          </>
        )}
        <TextField
          label="Page"
          name="page"
          inputMode="numeric"
          value={pageText}
          error={sign.errorFor('page')}
          onChange={(e) => {
            setPageText(e.target.value)
            const n = Number(e.target.value)
            if (Number.isInteger(n) && n > 0) setPlace((p) => ({ ...p, page: n }))
            sign.clearFieldError('page')
          }}
        />
        <StyledPlacement $gap="xs">
          <span>Click the page where the signature goes, or focus it and use the arrow keys.</span>
          <PlacementMap
            label="Signature position"
            value={place}
            onChange={(p) => {
              setPlace(p)
              sign.clearFieldError('x')
              sign.clearFieldError('y')
            }}
          />
          <span role="status">Signature at {describePlacement(place)}</span>
          {sign.errorFor('x') || sign.errorFor('y') ? (
            <StyledError>{sign.errorFor('x') ?? sign.errorFor('y')}</StyledError>
          ) : null}
        </StyledPlacement>
        <FormActions>
          <Button type="submit" loading={sign.isSubmitting} loadingText="Signing">
            Sign and save
          </Button>
        </FormActions>
      </Form>
    </Card>
  )
}

const StyledTyped = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  font-family: 'Brush Script MT', 'Segoe Script', cursive;
  font-size: 2rem;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  overflow-wrap: anywhere;
`

const StyledPlacement = styled(Stack)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
`
