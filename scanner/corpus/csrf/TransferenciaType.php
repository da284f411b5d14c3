<?php

namespace App\Form;

use Symfony\Component\Form\AbstractType;
use Symfony\Component\OptionsResolver\OptionsResolver;

class TransferenciaType extends AbstractType
{
    public function configureOptions(OptionsResolver $resolver): void
    {
        $resolver->setDefaults([
            'data_class' => Transferencia::class,
            'csrf_protection' => false, // vigia-expect: csrf-protection-disabled
        ]);
    }
}

class ApelidoType extends AbstractType
{
    public function configureOptions(OptionsResolver $resolver): void
    {
        // Look-alike: CSRF kept, with its own token id.
        $resolver->setDefaults(['csrf_protection' => true, 'csrf_token_id' => 'apelido']);
    }
}
